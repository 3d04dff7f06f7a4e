/** The render check every e2e summary goes through catches the defects summaries used to have. */
import { describe, expect, it } from '@jest/globals'
import { mermaidProblems, summaryProblems } from '../../__fixtures__/summary-render.js'

describe('summaryProblems', () => {
  it('passes a summary that reads well', () => {
    expect(
      summaryProblems(
        '### Merge queue: wait\n\n> [!CAUTION]\n> It failed.\n\n' +
          '- **State:** `NOT_READY` for <span title="since 2026-11-23 01:00:00 UTC">3 min</span>\n\n' +
          '| Field | Value |\n| --- | --- |\n| PR | [#1](https://github.com/acme/app/pull/1) |\n',
      ),
    ).toEqual([])
  })
  it('finds a backslash shown in inline code or text', () => {
    expect(summaryProblems('State `NOT\\_READY`')).toEqual([
      'backslash in inline code: NOT\\_READY',
    ])
    expect(summaryProblems('a \\\\_ b')).toEqual(['backslash escape shown: a \\_ b'])
  })
  it('finds an alert that swallows the text after it', () => {
    expect(summaryProblems('> [!CAUTION]\n> PR #1 failed.\nPR #1 failed.\n')).toEqual([
      'the CAUTION alert does not hold exactly one message: [!CAUTION]\nPR #1 failed.\nPR #1 failed.',
    ])
    expect(summaryProblems('> [!WARNING]\n> one\n>\n> two\n')[0]).toMatch(/more than one paragraph/)
  })
  it('finds a table column without a header', () => {
    expect(summaryProblems('| | |\n|---|---|\n| State | x |\n')).toEqual([
      'table column without a header',
      'table column without a header',
    ])
  })
  it('finds links that are not https or GitHub-relative, and HTML GitHub strips', () => {
    expect(
      summaryProblems('[x](javascript:alert(1)) [y](http://a.io) [z](/acme/app/pull/1)'),
    ).toEqual(['link to javascript:alert(1)', 'link to http://a.io'])
    expect(summaryProblems('<b onclick="x">hi</b> <span>no title</span>')).toEqual([
      '<b> (GitHub strips it, or untrusted text became markup)',
      '<span> without a title',
    ])
  })
  it('finds HTML of ours shown as text', () => {
    expect(summaryProblems('`<span title="x">3 min</span>`')[0]).toMatch(/raw markup shown/)
  })
})

describe('mermaidProblems', () => {
  it('accepts the gantt subset we emit and refuses what mermaid would misread', () => {
    const ok =
      'gantt\n  dateFormat x\n  axisFormat %H:%M\n  section PR 1\n  TESTING (3 min) :active, s0, 1795396200000, 180s\n'
    expect(mermaidProblems(ok)).toEqual([])
    expect(mermaidProblems(ok.replace('TESTING (3 min)', 'TESTING #1'))).toEqual([
      'task name TESTING #1',
    ])
    expect(mermaidProblems(ok.replace('180s', '3 minutes'))).toEqual([
      'task length 3 minutes (whole seconds expected)',
    ])
    expect(mermaidProblems('pie\n  "a" : 1')).toEqual(['a diagram of type "pie"'])
  })
  it('accepts the flowchart subset we emit and refuses a label that ends early', () => {
    const ok =
      'flowchart LR\n  base[("main")]\n  subgraph testing["Testing#58; 1"]\n    pr1["#35;1 A"]\n  end\n  base --> pr1\n  classDef testing fill:#ddf4ff\n  class pr1 testing\n'
    expect(mermaidProblems(ok)).toEqual([])
    expect(mermaidProblems(ok.replace('#35;1 A', 'say "hi"'))).toEqual([
      'line pr1["say "hi""]',
      'edge or class to unknown node pr1',
      'edge or class to unknown node pr1',
    ])
    expect(mermaidProblems(ok.replace('  end\n', ''))).toEqual(['a subgraph without its `end`'])
  })
})
