// The update-queue sub-action (update-queue/action.yml): the one bundle, with the command fixed by this file's name.
import '../index.js'
