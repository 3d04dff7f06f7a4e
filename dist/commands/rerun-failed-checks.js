// The rerun-failed-checks sub-action (rerun-failed-checks/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('rerun-failed-checks')
