// The doctor sub-action (doctor/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('doctor')
