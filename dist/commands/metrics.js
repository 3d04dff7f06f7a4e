// The metrics sub-action (metrics/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('metrics')
