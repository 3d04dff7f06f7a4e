// The test-details sub-action (test-details/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('test-details')
