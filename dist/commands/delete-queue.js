// The delete-queue sub-action (delete-queue/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('delete-queue')
