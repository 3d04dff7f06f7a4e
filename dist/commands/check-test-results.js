// The check-test-results sub-action (check-test-results/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('check-test-results')
