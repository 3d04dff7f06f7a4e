// The failing-tests sub-action (failing-tests/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('failing-tests')
