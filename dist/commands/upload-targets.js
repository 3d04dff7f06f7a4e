// The upload-targets sub-action (upload-targets/action.yml): the one bundle, with the command fixed by this file's name.
import '../index.js'
