/** The render check every e2e summary goes through (marked, htmlparser2, mermaid) catches the defects summaries used to have. */
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

describe('summaryProblems on broken structure', () => {
  it('finds a table that renders as text (a row of the wrong width under the header)', () => {
    const ok = '| Field | Value |\n| --- | --- |\n| PR | 1 |\n'
    expect(summaryProblems(ok)).toEqual([])
    expect(summaryProblems(ok.replace('| --- | --- |', '| --- |'))).toEqual([
      'a table that renders as text: | Field | Value |',
    ])
  })
  it('finds a tag left open, and one closed by the wrong end tag', () => {
    expect(summaryProblems('<details><summary>Logs</summary>\n\nline\n')).toEqual([
      'unclosed <details>',
    ])
    expect(summaryProblems('a <span title="x">b <strong>c</span> d</strong>')).toEqual([
      'unclosed <strong>',
      '1 end tag(s) without a start tag',
    ])
    expect(summaryProblems('text </strong> more')).toEqual(['1 end tag(s) without a start tag'])
  })
  it('finds a mermaid block mermaid refuses, inside the summary', () => {
    const summary =
      '### Timeline\n\n```mermaid\ngantt\n  dateFormat x\n  section PR 1\n  TESTING (3 min)\n```\n'
    expect(summaryProblems(summary)).toEqual([
      expect.stringMatching(/^mermaid: Parse error on line 4: Expecting 'taskData', got 'NL'$/),
    ])
  })
})

describe('mermaidProblems', () => {
  const gantt =
    'gantt\n  dateFormat x\n  axisFormat %H:%M\n  section PR 1\n  TESTING (3 min) :active, s0, 1795396200000, 180s\n'
  it('accepts the gantt chart we emit and refuses one mermaid cannot parse', () => {
    expect(mermaidProblems(gantt)).toEqual([])
    expect(mermaidProblems(gantt.replace(' :active, s0, 1795396200000, 180s', ''))).toEqual([
      expect.stringMatching(/^Parse error on line \d+: Expecting 'taskData'/),
    ])
  })
  it('refuses gantt task data mermaid reads only when it draws the chart', () => {
    expect(mermaidProblems(gantt.replace('180s', '3 minutes'))).toEqual([
      'task length 3 minutes (whole seconds expected)',
    ])
    expect(mermaidProblems(gantt.replace('1795396200000', 'today'))).toEqual(['task start today'])
    expect(mermaidProblems(gantt.replace('dateFormat x', 'dateFormat YYYY'))).toEqual([
      'dateFormat YYYY (expected x before tasks)',
    ])
  })
  it('refuses a diagram type the summaries do not emit', () => {
    expect(mermaidProblems('pie\n  "a" : 1')).toEqual(['a diagram of type "pie"'])
  })
  it('accepts the flowchart we emit and refuses a label that ends early or a lost end', () => {
    const ok =
      'flowchart LR\n  base[("main")]\n  subgraph testing["Testing#58; 1"]\n    pr1["#35;1 A"]\n  end\n  base --> pr1\n  classDef testing fill:#ddf4ff\n  class pr1 testing\n'
    expect(mermaidProblems(ok)).toEqual([])
    expect(mermaidProblems(ok.replace('#35;1 A"]', '#35;1 A"]]'))).toEqual([
      expect.stringMatching(/^Parse error on line 4: Expecting 'SQE'/),
    ])
    expect(mermaidProblems(ok.replace('  end\n', ''))).toEqual([
      expect.stringMatching(/^Parse error on line \d+:/),
    ])
  })
})
