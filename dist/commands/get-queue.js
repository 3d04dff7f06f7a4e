// The get-queue sub-action (get-queue/action.yml): the one bundle, with the command fixed by this file's name.
import '../index.js'
