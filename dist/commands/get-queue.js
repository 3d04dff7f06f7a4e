// The get-queue sub-action (get-queue/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('get-queue')
