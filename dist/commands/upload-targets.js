// The upload-targets sub-action (upload-targets/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('upload-targets')
