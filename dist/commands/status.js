// The status sub-action (status/action.yml): the one bundle, with the command fixed by this file's name.
import '../index.js'
