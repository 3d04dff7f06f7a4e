/**
 * doctor's row in the command table: it reads the queue's settings, the branch's required checks
 * and the checkout's workflows, and reports what will or may stall the queue. Only reads.
 */
import { statSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { DEFAULT_GITHUB_API_URL } from '../../ports/github/pull-request-lookup.js'
import { readQuarantineFileInput } from '../../inputs/quarantine-file.js'
import { Inputs, Outputs } from '../../inputs/constants.js'
import { parsePath, parseSlug, type InputGetter } from '../../inputs/parsers.js'
import { InputError } from '../../inputs/errors.js'
import { readInteger } from '../../inputs/values.js'
import { readTestCollection } from '../common/flaky-tests.js'
import { defineCommand } from '../common/types.js'
import type { DoctorSettings } from './run.js'

/** `checkout-path`: a folder that exists (a typo would otherwise read no workflows, in silence). */
function readCheckoutPath(get: InputGetter): string {
  const raw = get(Inputs.CheckoutPath) || '.'
  const path = parsePath(Inputs.CheckoutPath, raw)
  let isFolder: boolean | undefined
  try {
    isFolder = statSync(path).isDirectory()
  } catch {
    isFolder = undefined
  }
  if (!isFolder)
    throw new InputError(
      Inputs.CheckoutPath,
      `${JSON.stringify(raw.slice(0, 80))} ${isFolder === undefined ? 'does not exist' : 'is not a folder'}`,
      "the repository's checkout, a folder (default: the working directory)",
    )
  return path
}

function readExternalChecks(get: InputGetter): string[] {
  const names = get(Inputs.ExternalChecks)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
  const long = names.find((n) => n.length > 255)
  if (long) {
    throw new InputError(
      Inputs.ExternalChecks,
      `holds a name of ${long.length} characters`,
      'check names of at most 255 characters, one per line',
    )
  }
  return names
}

/**
 * `quarantine-file`: the gate's input, with its default, read relative to the checkout (doctor
 * reads the repository there); a path out of it is refused, as the gate refuses one out of the
 * workspace.
 */
function readQuarantinePath(get: InputGetter, checkout: string): string {
  const path = readQuarantineFileInput(get, checkout, 'checkout')
  return relative(checkout, resolve(checkout, path)).split('\\').join('/')
}

export const doctorCommand = defineCommand({
  description:
    'Finds what will stall the queue: required checks that never report on its test branches, ' +
    'checks that wait for the queue, path filters, skipped jobs, a paused queue, and a quarantine ' +
    'file that is refused, expired, duplicated or at odds with Trunk.',
  // getQueue, as get-queue: reads only.
  v2: {
    operations: [
      'mergeQueues.get',
      'mergeQueues.order',
      'mergeQueues.listPullRequests',
      'testCollections.list',
      'testCollections.get',
      'tests.list',
      'tests.get',
    ],
    needs: [],
    note: "the tests' reads only when the repository has a quarantine file with entries",
  },
  target: 'queue',
  // Only reads: the repository's default branch is a fine default where no PR says otherwise.
  defaultBranchOk: true,
  inputs: [
    Inputs.CheckoutPath,
    Inputs.ExternalChecks,
    Inputs.QuarantineFile,
    Inputs.QuarantineMaxDays,
    Inputs.OrgUrlSlug,
    Inputs.TestCollection,
  ],
  outputs: [Outputs.Findings, Outputs.ErrorsCount, Outputs.WarningsCount, Outputs.UnknownsCount],
  read(get, ctx): DoctorSettings {
    const token = get(Inputs.GithubToken) || ctx.githubToken
    const checkoutPath = readCheckoutPath(get)
    const slug = get(Inputs.OrgUrlSlug).trim()
    const collection = readTestCollection(get)
    return {
      checkoutPath,
      externalChecks: readExternalChecks(get),
      quarantineFile: readQuarantinePath(get, resolve(checkoutPath)),
      quarantineMaxDays: readInteger(get, Inputs.QuarantineMaxDays),
      ...(slug ? { orgUrlSlug: parseSlug(slug) } : {}),
      ...(collection ? { testCollection: collection } : {}),
      ...(token ? { githubToken: token } : {}),
      githubApiUrl: (ctx.apiUrl || DEFAULT_GITHUB_API_URL).replace(/\/+$/, ''),
    }
  },
  load: () => import('./run.js'),
})
