// Registers load-log-hooks.mjs (see there): `node --import ./__fixtures__/load-log.mjs ...`.
import { register } from 'node:module'

register('./load-log-hooks.mjs', import.meta.url)
