// The still-needed sub-action (still-needed/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('still-needed')
