// The restart-tests sub-action (restart-tests/action.yml): the one bundle, with the command fixed by this file's name.
import '../index.js'
