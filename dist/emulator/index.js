#!/usr/bin/env node
// merge-queue-emulator (package.json bin): a door of the one bundle.
import { runEmulator } from '../bundle/index.js'; await runEmulator()
