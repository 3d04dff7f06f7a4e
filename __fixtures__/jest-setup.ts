// Each test file's set-up (jest's setupFiles): see hide-debug-lines.ts.
import { hideDebugLines } from './hide-debug-lines.js'

hideDebugLines()
