// The testing-details sub-action (testing-details/action.yml): the one bundle, with the command fixed by this file's name.
import '../index.js'
