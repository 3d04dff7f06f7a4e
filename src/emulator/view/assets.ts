/**
 * The live view's page, style and script, served by the emulator itself (no CDN, nothing from
 * outside). The script builds every element with textContent: text from the API (PR titles,
 * reasons) never goes through innerHTML.
 */

/** Where the view's assets are served: apart from /v1 and /_control. */
export const VIEW_ASSET_PREFIX = '/_view/'

/** The Content-Security-Policy of the view's pages: only its own script, style and calls. */
export const VIEW_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${VIEW_ASSET_PREFIX}view.css">
</head>
<body>
${body}
</body>
</html>
`
}

/** The sign-in form; `problem` is a fixed message of ours, never request text. */
export function loginPage(problem?: 'wrong-token'): string {
  return page(
    'Merge queue emulator: sign in',
    `<main class="login">
<h1>Merge queue emulator</h1>
<form method="post" action="${VIEW_ASSET_PREFIX}login">
<label for="token">API token (the emulator's <code>--token</code>)</label>
<input id="token" name="token" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Sign in</button>
${problem === 'wrong-token' ? '<p class="problem" role="alert">That is not the emulator\'s token.</p>' : ''}
</form>
</main>`,
  )
}

/** The live view: filled in by view.js from the control API. */
export function viewPage(): string {
  return page(
    'Merge queue emulator',
    `<header>
<h1>Merge queue emulator</h1>
<div class="clock"><span id="now">…</span> <span id="clock-mode" class="muted"></span></div>
<form id="advance" class="advance">
<label for="advance-minutes">Advance the clock by</label>
<input id="advance-minutes" name="minutes" type="number" min="0" step="any" value="5">
<span>minutes</span>
<button type="submit" id="advance-button">Advance</button>
</form>
<span id="status" class="muted" role="status"></span>
<form method="post" action="${VIEW_ASSET_PREFIX}logout"><button type="submit" class="link">Sign out</button></form>
</header>
<main id="queues"><p class="muted">Loading…</p></main>
<script src="${VIEW_ASSET_PREFIX}view.js"></script>`,
  )
}

export const VIEW_CSS = `
:root { color-scheme: light; --fg: #1d232b; --muted: #66707c; --line: #d9dee5; --bg: #f5f7fa;
  --card: #fff; --accent: #3556d8; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--fg); background: var(--bg); }
header { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center; padding: 12px 20px;
  background: var(--card); border-bottom: 1px solid var(--line); position: sticky; top: 0; }
h1 { font-size: 17px; margin: 0; }
h2 { font-size: 16px; margin: 0; }
h3 { font-size: 13px; margin: 14px 0 6px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
.muted { color: var(--muted); }
.clock { font-variant-numeric: tabular-nums; }
.advance { display: flex; gap: 6px; align-items: center; }
.advance input { width: 70px; }
input, select, button { font: inherit; }
input, select { padding: 3px 6px; border: 1px solid var(--line); border-radius: 4px; background: #fff; }
button { padding: 3px 10px; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent);
  color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); }
button.link { border: 0; background: none; color: var(--accent); padding: 0; }
main { padding: 16px 20px; display: grid; gap: 16px; }
.queue { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 14px 16px; }
.queue-head { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; }
.badge { flex: none; display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600;
  background: #e7ebf0; color: #39424e; white-space: nowrap; }
.state-running, .state-tests_passed, .state-merged { background: #dcf5e3; color: #19692c; }
.state-paused, .state-pending_failure { background: #fff1cc; color: #7a5300; }
.state-draining, .state-switching_modes, .state-not_ready { background: #ece6ff; color: #4b2fa6; }
.state-testing { background: #dbe8ff; color: #1f4bb8; }
.state-failed, .state-cancelled { background: #fde0e0; color: #9b1c1c; }
details { margin-top: 8px; }
summary { cursor: pointer; color: var(--muted); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; color: var(--muted); font-size: 12px; }
.settings { columns: 3 260px; margin: 8px 0 0; }
.settings div { break-inside: avoid; display: flex; justify-content: space-between; gap: 10px;
  border-bottom: 1px dotted var(--line); padding: 2px 0; }
.lanes { display: flex; gap: 12px; overflow-x: auto; align-items: flex-start; }
.lane { flex: 1 1 0; min-width: 240px; max-width: 380px; background: var(--bg); border-radius: 6px; padding: 8px; }
.lane h4 { margin: 0 0 6px; font-size: 12px; color: var(--muted); }
.lane ol { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; }
.pr { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; }
.pr-head { display: flex; gap: 6px; align-items: baseline; justify-content: space-between; }
.pr-title { min-width: 0; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pr-meta { color: var(--muted); font-size: 12px; display: flex; gap: 10px; flex-wrap: wrap; margin-top: 2px; }
.pr-actions { display: flex; gap: 6px; margin-top: 6px; align-items: center; font-size: 12px; }
.pr-actions select, .pr-actions button { font-size: 12px; padding: 1px 6px; }
.empty { color: var(--muted); font-style: italic; }
.transitions td:first-child { white-space: nowrap; font-variant-numeric: tabular-nums; }
.login { max-width: 380px; margin: 12vh auto; background: var(--card); border: 1px solid var(--line);
  border-radius: 8px; padding: 24px; display: block; }
.login form { display: grid; gap: 10px; margin-top: 14px; }
.problem { color: #9b1c1c; margin: 0; }
`

// Plain ES2020 for the browser; written without template literals so it can sit in this string.
export const VIEW_SCRIPT = String.raw`'use strict'
;(function () {
  var POLL_MS = 1000
  var HEADERS = { 'x-emulator-view': '1' }
  var queuesEl = document.getElementById('queues')
  var statusEl = document.getElementById('status')
  var busy = false

  function el(tag, className, text) {
    var e = document.createElement(tag)
    if (className) e.className = className
    if (text !== undefined && text !== null) e.textContent = String(text)
    return e
  }
  function add(parent) {
    for (var i = 1; i < arguments.length; i++) if (arguments[i]) parent.appendChild(arguments[i])
    return parent
  }
  function badge(state) {
    return el('span', 'badge state-' + String(state).replace(/[^a-z_]/g, ''), state)
  }
  function duration(ms) {
    if (!(ms >= 0)) return '0s'
    var s = Math.floor(ms / 1000)
    var d = Math.floor(s / 86400), h = Math.floor((s % 86400) / 3600)
    var m = Math.floor((s % 3600) / 60), r = s % 60
    if (d) return d + 'd ' + h + 'h'
    if (h) return h + 'h ' + m + 'm'
    if (m) return m + 'm ' + r + 's'
    return r + 's'
  }
  function clockText(iso) {
    return String(iso).replace('T', ' ').replace(/\.\d+Z$/, ' UTC')
  }

  function control(path, body) {
    var init = { method: body === undefined ? 'GET' : 'POST', headers: Object.assign({}, HEADERS),
      credentials: 'same-origin', cache: 'no-store' }
    if (body !== undefined) {
      init.headers['content-type'] = 'application/json'
      init.body = JSON.stringify(body)
    }
    return fetch('/_control' + path, init).then(function (res) {
      if (res.status === 401) {
        // The session ended (the emulator restarted): back to the sign-in form.
        window.location.assign('/')
        throw new Error('signed out')
      }
      return res.text().then(function (text) {
        if (!res.ok) throw new Error(text || ('HTTP ' + res.status))
        return text ? JSON.parse(text) : null
      })
    })
  }

  function act(label, path, body) {
    busy = true
    statusEl.textContent = label + '…'
    return control(path, body).then(function () {
      statusEl.textContent = label + ': done'
      return refresh()
    }, function (e) {
      statusEl.textContent = label + ' failed: ' + e.message
    }).then(function () { busy = false })
  }

  // Parallel mode's lanes: PRs whose impacted targets overlap, transitively (ALL overlaps all).
  function lanesOf(entries) {
    var parent = entries.map(function (_, i) { return i })
    function find(i) { while (parent[i] !== i) i = parent[i] = parent[parent[i]]; return i }
    function overlap(a, b) {
      if (a === 'ALL' || b === 'ALL') return true
      for (var i = 0; i < a.length; i++) if (b.indexOf(a[i]) >= 0) return true
      return false
    }
    var waiting = []
    for (var i = 0; i < entries.length; i++) {
      if (entries[i].targets === null) { waiting.push(entries[i]); continue }
      for (var j = 0; j < i; j++) {
        if (entries[j].targets !== null && overlap(entries[i].targets, entries[j].targets)) {
          parent[find(i)] = find(j)
        }
      }
    }
    var byRoot = new Map()
    entries.forEach(function (e, i) {
      if (e.targets === null) return
      var r = find(i)
      if (!byRoot.has(r)) byRoot.set(r, [])
      byRoot.get(r).push(e)
    })
    var lanes = []
    byRoot.forEach(function (list) { lanes.push({ name: 'Lane ' + (lanes.length + 1), entries: list }) })
    if (waiting.length) lanes.push({ name: 'Waiting for impacted targets', entries: waiting })
    return lanes
  }

  var UNAVAILABLE = { QUEUE_PAUSED: 'the queue is paused', INSUFFICIENT_HISTORY: 'too little test history',
    NOT_READY: 'not ready yet' }
  function numbersText(list) {
    var names = list.map(function (p) { return '#' + p.number })
    return names.length > 1 ? names.slice(0, -1).join(', ') + ' and ' + names[names.length - 1] : names.join('')
  }
  // The estimate of a PR in words, as GET /v2/pull-requests/{id}/queue-entry-estimate says it.
  function estimateText(est, now) {
    if (!est) return null
    if (est.status !== 'available') return 'no estimate: ' + (UNAVAILABLE[est.reason] || est.reason)
    var ahead = est.prsAhead + ' PR' + (est.prsAhead === 1 ? '' : 's') + ' ahead'
    if (est.kind === 'pendingFailureResolution') {
      return 'failure resolves in about ' + duration(Math.max(0, Date.parse(est.estimatedResolutionTime) - now)) +
        (est.waitingOn.length ? ', waiting on ' + numbersText(est.waitingOn) : '') + ', ' + ahead
    }
    return 'expected to merge in about ' + duration(Math.max(0, Date.parse(est.estimatedMergeTime) - now)) +
      ' (' + clockText(est.estimatedMergeTime) + '), ' + ahead
  }

  function prCard(q, e, titles, now, estimate) {
    var li = el('li', 'pr')
    li.dataset.pr = String(e.prNumber)
    var title = el('span', 'pr-title', '#' + e.prNumber + ' ' + (titles.get(e.prNumber) || ''))
    title.title = title.textContent
    var head = add(el('div', 'pr-head'), title, badge(e.state))
    var meta = add(el('div', 'pr-meta'),
      el('span', 'priority', 'priority ' + e.priorityName + ' (' + e.priorityValue + ')'),
      el('span', 'in-state', 'in state ' + duration(now - Date.parse(e.stateChangedAt))),
      e.noBatch ? el('span', '', 'no batch') : null,
      estimate ? el('span', 'estimate', estimateText(estimate, now)) : null)
    var select = el('select')
    select.setAttribute('aria-label', 'next test outcome of #' + e.prNumber)
    ;['pass', 'fail', 'hang', 'timeout'].forEach(function (o) { add(select, el('option', '', o)) })
    var script = el('button', 'secondary script-outcome', 'Script next run')
    script.type = 'button'
    script.addEventListener('click', function () {
      act('Scripted #' + e.prNumber + ': ' + select.value, '/outcomes',
        { repo: q.repo, number: e.prNumber, outcome: select.value })
    })
    return add(li, head, meta, add(el('div', 'pr-actions'), select, script))
  }

  // The reason of a transition, who did it, and the checks that failed it, as links.
  function whyCell(m) {
    var td = el('td', '', m.reason + (m.actor ? ' (by ' + m.actor + ')' : ''))
    if (!m.checks.length) return td
    var list = el('ul', 'failed-checks')
    m.checks.forEach(function (c) {
      var link = el('a', '', c.name)
      if (/^https?:\/\//.test(c.url)) link.href = c.url
      add(list, add(el('li'), link, el('span', 'muted', ' ' + c.conclusion.toLowerCase())))
    })
    return add(td, list)
  }

  function queueSection(q, titles, now, estimates) {
    var section = el('section', 'queue')
    section.dataset.branch = q.branch
    var name = q.repo.host + '/' + q.repo.owner + '/' + q.repo.name
    var paused = q.state === 'paused'
    var toggle = el('button', paused ? '' : 'secondary', paused ? 'Resume' : 'Pause')
    toggle.type = 'button'
    toggle.className += ' queue-toggle'
    toggle.addEventListener('click', function () {
      act((paused ? 'Resumed ' : 'Paused ') + q.branch, '/queue-state',
        { repo: q.repo, branch: q.branch, state: paused ? 'running' : 'paused' })
    })
    var s = q.settings
    add(section, add(el('div', 'queue-head'),
      el('h2', '', name + ' · ' + q.branch),
      add(el('span', 'queue-state'), badge(q.state)),
      el('span', 'muted', s.mode + ' mode · concurrency ' + s.concurrency +
        (s.batch ? ' · batches of ' + s.batchingMinSize + '+' : '') +
        (q.switchingTo ? ' · switching to ' + q.switchingTo : '')),
      toggle))
    var settings = el('div', 'settings')
    Object.keys(s).forEach(function (k) {
      var v = s[k]
      var shown = v === null ? 'none set' : Array.isArray(v) ? (v.length ? v.join(', ') : '[]') : String(v)
      add(settings, add(el('div'), el('span', 'muted', k), el('span', '', shown)))
    })
    add(section, add(el('details'), el('summary', '', 'Settings'), settings))

    add(section, el('h3', '', 'Pull requests in queue order'))
    var entries = q.entries
    var lanes = s.mode === 'parallel' ? lanesOf(entries) : [{ name: 'Queue', entries: entries }]
    var lanesEl = el('div', 'lanes')
    if (!entries.length) add(lanesEl, el('p', 'empty', 'No pull requests in the queue.'))
    lanes.forEach(function (lane) {
      var ol = el('ol')
      lane.entries.forEach(function (e) { add(ol, prCard(q, e, titles, now, estimates.get(e.prNumber))) })
      add(lanesEl, add(el('div', 'lane'), el('h4', '', lane.name + ' · ' + lane.entries.length), ol))
    })
    add(section, lanesEl)

    var moves = []
    q.entries.concat(q.finished).forEach(function (e) {
      e.timeline.forEach(function (t, i) {
        moves.push({ pr: e.prNumber, at: t.at, step: i, state: t.state, reason: t.reason,
          actor: t.actor, checks: t.failedChecks || [] })
      })
    })
    // Newest first; within one instant, a PR's later step first (merged above tests_passed).
    moves.sort(function (a, b) { return a.at < b.at ? 1 : a.at > b.at ? -1 : b.step - a.step })
    add(section, el('h3', '', 'Last transitions'))
    if (!moves.length) add(section, el('p', 'empty', 'None yet.'))
    else {
      var table = el('table', 'transitions')
      add(table, add(el('tr'), el('th', '', 'When'), el('th', '', 'PR'), el('th', '', 'State'), el('th', '', 'Why')))
      moves.slice(0, 12).forEach(function (m) {
        add(table, add(el('tr'), el('td', '', clockText(m.at)), el('td', '', '#' + m.pr),
          add(el('td'), badge(m.state)), whyCell(m)))
      })
      add(section, table)
    }
    return section
  }

  // Each queue's estimates by PR number, keyed like a queue's section.
  function estimatesByQueue(list) {
    var byQueue = new Map()
    ;(list ? list.queues : []).forEach(function (q) {
      var byPr = new Map()
      q.entries.forEach(function (e) { if (e.estimate) byPr.set(e.prNumber, e.estimate) })
      byQueue.set(queueKey(q), byPr)
    })
    return byQueue
  }
  function queueKey(q) {
    return (q.repo.host + '/' + q.repo.owner + '/' + q.repo.name).toLowerCase() + '#' + q.branch
  }

  function render(state, estimateList) {
    var estimates = estimatesByQueue(estimateList)
    document.getElementById('now').textContent = clockText(state.now)
    document.getElementById('clock-mode').textContent = state.clock.mode === 'manual'
      ? 'manual clock' : 'real-time clock ×' + state.clock.speed
    var titles = new Map()
    state.pullRequests.forEach(function (p) { if (p.title) titles.set(p.number, p.title) })
    var now = Date.parse(state.now)
    var open = new Set()
    queuesEl.querySelectorAll('details[open]').forEach(function (d) {
      open.add(d.closest('section').dataset.branch)
    })
    var frag = document.createDocumentFragment()
    if (!state.queues.length) add(frag, el('p', 'empty', 'No queues yet: create one with createQueue.'))
    state.queues.forEach(function (q) {
      var section = queueSection(q, titles, now, estimates.get(queueKey(q)) || new Map())
      if (open.has(q.branch)) section.querySelector('details').open = true
      add(frag, section)
    })
    queuesEl.replaceChildren(frag)
  }

  function refresh() {
    return Promise.all([control('/state'), control('/estimates')]).then(function (both) {
      render(both[0], both[1])
    }, function (e) {
      statusEl.textContent = 'Could not read the state: ' + e.message
    })
  }

  document.getElementById('advance').addEventListener('submit', function (ev) {
    ev.preventDefault()
    var minutes = Number(document.getElementById('advance-minutes').value)
    if (!(minutes >= 0)) { statusEl.textContent = 'Give the minutes as a number'; return }
    act('Advanced ' + minutes + ' min', '/clock', { advanceMs: Math.round(minutes * 60000) })
  })

  refresh()
  setInterval(function () {
    // Do not redraw under a person's pointer while a select is open or an action runs.
    if (busy || (document.activeElement && document.activeElement.tagName === 'SELECT')) return
    refresh()
  }, POLL_MS)
})()
`
