// The create-queue sub-action (create-queue/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('create-queue')
