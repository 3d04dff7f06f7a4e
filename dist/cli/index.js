#!/usr/bin/env node
// merge-queue (package.json bin): a door of the one bundle.
import { runCli } from '../bundle/index.js'; await runCli()
