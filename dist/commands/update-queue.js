// The update-queue sub-action (update-queue/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('update-queue')
