// The restart-tests sub-action (restart-tests/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('restart-tests')
