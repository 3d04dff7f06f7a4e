// The check-test-results sub-action (check-test-results/action.yml): the one bundle, with the command fixed by this file's name.
import '../index.js'
