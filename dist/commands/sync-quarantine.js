// The sync-quarantine sub-action (sync-quarantine/action.yml): a door of the one bundle.
import { runAction } from '../bundle/index.js'; await runAction('sync-quarantine')
