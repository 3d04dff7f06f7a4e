// The status sub-action (status/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('status')
