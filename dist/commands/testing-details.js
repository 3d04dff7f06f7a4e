// The testing-details sub-action (testing-details/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('testing-details')
