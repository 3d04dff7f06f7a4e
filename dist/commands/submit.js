// The submit sub-action (submit/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('submit')
