// The requeue sub-action (requeue/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('requeue')
