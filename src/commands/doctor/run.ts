/**
 * doctor's run: reads the queue's settings (getQueue: v1, or v2's queue), the required checks
 * (the queue's own list, else .trunk/trunk.yaml's, else GitHub's branch protection and rulesets),
 * the checkout's workflows and, where GitHub says, how long the required workflows' recent runs
 * took; then reports every finding (outputs, annotations on the workflow files, a summary table).
 * It fails when a finding is an error: the queue will stall.
 */
import { resolve } from 'node:path'
import {
  recentRunMinutes,
  requiredChecksOf,
  type GitHubRepositoryTarget,
} from '../../ports/github/repository-checks.js'
import { CancelledError } from '../../client/index.js'
import { MAX_LIST_OUTPUT_BYTES, Outputs } from '../../inputs/constants.js'
import { jsonArrayWithin } from '../../ports/text.js'
import type { CommandContext, CommandResult, SettingsFor } from '../common/types.js'
import { readWorkflows, TRUNK_YAML, trunkYamlRequiredStatuses, WORKFLOWS_DIR } from './checkout.js'
import { diagnose, requiredWorkflowFiles, type DoctorInput, type RunDurations } from './diagnose.js'
import { FINDING_CODES, finding, sortFindings, type Finding } from './findings.js'
import { doctorSummary } from './summary.js'

/** What doctor reads, from its inputs (its row reads them before any request). */
export interface DoctorSettings {
  /** The checkout: `.github/workflows` and `.trunk/trunk.yaml` are read under it. */
  checkoutPath: string
  /** Required checks another CI posts: not looked for in the workflows. */
  externalChecks: string[]
  /** The GitHub token (already masked) for branch protection, rulesets and runs; none: not read. */
  githubToken?: string
  /** The GitHub REST API's base URL. */
  githubApiUrl: string
}

/** Runs doctor with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'queue', DoctorSettings>>,
): Promise<CommandResult> {
  const q = await c.client.getQueue(
    { repo: c.s.repo, targetBranch: c.s.targetBranch },
    { signal: c.signal },
  )
  const extra: Finding[] = []
  const checkout = resolve(c.s.checkoutPath)
  const { files, folderFound } = readWorkflows(checkout)
  c.log.info(
    folderFound
      ? `Read ${files.length} workflow file(s) from ${WORKFLOWS_DIR}.`
      : `There is no ${WORKFLOWS_DIR} folder in the checkout (${c.s.checkoutPath}): only what the service and GitHub say is checked.`,
  )
  const github: GitHubRepositoryTarget | undefined = c.s.githubToken
    ? {
        token: c.s.githubToken,
        apiUrl: c.s.githubApiUrl,
        owner: c.s.repo.owner,
        repo: c.s.repo.name,
        signal: c.signal,
      }
    : undefined

  let required: DoctorInput['required']
  const trunkYaml = trunkYamlRequiredStatuses(checkout)
  if (trunkYaml.problem)
    extra.push(
      finding(
        'invalid-trunk-yaml',
        '',
        { file: TRUNK_YAML, line: 1 },
        `${TRUNK_YAML} ${trunkYaml.problem}: doctor went on without its merge.required_statuses. Fix the file.`,
      ),
    )
  if (q.requiredStatuses?.length) {
    required = { names: [...q.requiredStatuses], source: "the queue's settings" }
  } else if (trunkYaml.names) {
    required = { names: trunkYaml.names, source: TRUNK_YAML }
  } else if (github) {
    const read = await requiredChecksOf(github, c.s.targetBranch)
    for (const problem of read.problems) {
      extra.push(unreadable(`${problem}. doctor went on with the required checks it could read.`))
    }
    required = {
      names: read.names,
      source: read.sources.length ? `GitHub ${read.sources.join(' and ')}` : 'GitHub: none set',
      complete: read.problems.length === 0,
    }
  } else {
    required = {
      names: [],
      source: 'none: no GitHub token to read the branch protection',
      complete: false,
    }
    extra.push(
      unreadable(
        "The queue takes its required checks from GitHub, and there is no GitHub token to read them: set github-token (a workflow's default is ${{ github.token }}, with permissions contents: read); the CLI reads GITHUB_TOKEN.",
      ),
    )
  }

  const input: DoctorInput = {
    queue: {
      branch: c.s.targetBranch,
      mode: q.mode,
      state: q.state,
      createPrsForTestingBranches: q.createPrsForTestingBranches,
      testingTimeoutMinutes: q.testingTimeoutMinutes,
    },
    required,
    workflows: files,
    repository: `${c.s.repo.owner}/${c.s.repo.name}`,
    externalChecks: c.s.externalChecks,
  }
  if (github) {
    const durations: RunDurations[] = []
    for (const file of requiredWorkflowFiles(input)) {
      const r = await recentRunMinutes(github, file)
      if ('problem' in r) {
        extra.push(unreadable(`${r.problem}; the testing timeout was not compared with its runs.`))
      } else if (r.minutes.length) {
        durations.push({ file, slowestMinutes: Math.max(...r.minutes), runs: r.minutes.length })
      }
    }
    input.durations = durations
  }
  if (c.signal?.aborted) throw new CancelledError('doctor', 'the job was cancelled')

  const findings = sortFindings([...diagnose(input), ...extra])
  for (const f of findings) {
    const text = `${f.check ? `${f.check}: ` : ''}${f.message}`
    const title = FINDING_CODES[f.code].title
    const level = f.severity === 'error' ? 'error' : 'warning'
    if (f.file) c.log.annotate(level, text, { title, file: f.file, startLine: f.line })
    else if (level === 'error') c.log.annotate('error', text, { title })
    else c.log.warning(`${title}: ${text}`)
  }
  const errors = findings.filter((f) => f.severity === 'error').length
  const warnings = findings.length - errors
  c.log.info(
    `doctor: ${errors} error(s), ${warnings} warning(s) for the queue of ${c.s.targetBranch} (${required.names.length} required check(s) from ${required.source}).`,
  )
  return {
    outcome: errors ? 'failure' : 'success',
    outputs: {
      // Outputs share a budget per job: a long list keeps its first (most severe) findings.
      [Outputs.Findings]: jsonArrayWithin(findings, MAX_LIST_OUTPUT_BYTES).json,
      [Outputs.ErrorsCount]: String(errors),
      [Outputs.WarningsCount]: String(warnings),
    },
    summary: doctorSummary(findings, {
      branch: c.s.targetBranch,
      required: required.names,
      source: required.source,
      workflows: files.length,
    }),
    ...(errors
      ? {
          failure: `doctor found ${errors} problem(s) that will stall the queue for ${c.s.targetBranch}; see the findings.`,
        }
      : {}),
  }
}

function unreadable(message: string): Finding {
  return finding('github-unreadable', '', undefined, message)
}
