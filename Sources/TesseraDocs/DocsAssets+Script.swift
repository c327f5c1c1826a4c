extension DocsAssets {
    /// `app.js`: reads `window.TESSERA_DOCS` and builds the page with DOM calls. Text from the
    /// data goes in with `textContent` only; styles are set through the style object (CSSOM),
    /// which the policy allows and which parses no markup. Groups are drawn in blocks as they
    /// near the viewport, so 10,000 tokens cost what is on screen.
    static let script = #"""
(function () {
  'use strict';
  var D = window.TESSERA_DOCS;
  var page = document.body.getAttribute('data-page');
  var main = document.getElementById('main');
  if (!D) { main.textContent = 'tokens.js is missing: run tessera docs again.'; return; }
  var AXES = D.axes, TOKENS = D.tokens;
  var BLOCK = 40, ROW = 72, TALL = 96;
  var state = { sel: AXES.map(function (a) { return a.default; }), q: '', type: '', token: null };
  var byId = new Map();
  TOKENS.forEach(function (t, i) { byId.set(t.id, i); });

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = String(text);
    return e;
  }
  function svg(tag) { return document.createElementNS('http://www.w3.org/2000/svg', tag); }
  function num(n) { return Math.round(n * 100) / 100; }

  // ---- State in the URL: #appearance=dark&brand=globex&q=accent&type=color&token=color.accent
  function readHash() {
    var p = new URLSearchParams(location.hash.slice(1));
    AXES.forEach(function (a, i) {
      var k = p.has(a.name) ? a.contexts.indexOf(p.get(a.name)) : -1;
      state.sel[i] = k >= 0 ? k : a.default;
    });
    state.q = p.get('q') || '';
    state.type = p.get('type') || '';
    state.token = p.get('token');
  }
  function writeHash() {
    var p = new URLSearchParams();
    AXES.forEach(function (a, i) { p.set(a.name, a.contexts[state.sel[i]] || ''); });
    if (state.q) p.set('q', state.q);
    if (state.type) p.set('type', state.type);
    if (state.token) p.set('token', state.token);
    var hash = '#' + p.toString();
    if (location.hash !== hash) history.replaceState(null, '', hash);
    var links = document.querySelectorAll('.pages a');
    for (var i = 0; i < links.length; i++) {
      var base = links[i].id === 'nav-changes' ? 'changes.html' : 'index.html';
      var keep = new URLSearchParams();
      AXES.forEach(function (a, j) { keep.set(a.name, a.contexts[state.sel[j]] || ''); });
      links[i].href = base + '#' + keep.toString();
    }
  }

  function combo(t) {
    if (!t.axes) return 0;
    var r = 0;
    for (var i = 0; i < t.axes.length; i++) r = r * Math.max(1, AXES[t.axes[i]].contexts.length) + state.sel[t.axes[i]];
    return r;
  }
  function current(t) { return t.v[combo(t)] || null; }
  function contextsOf(t, c) {
    var out = [], rest = c;
    for (var i = t.axes.length - 1; i >= 0; i--) {
      var n = Math.max(1, AXES[t.axes[i]].contexts.length);
      out[i] = rest % n; rest = Math.floor(rest / n);
    }
    return out;
  }

  // ---- Page chrome follows a dark context when one is chosen, else the system.
  function chrome() {
    var mode = null;
    AXES.forEach(function (a, i) {
      var name = (a.contexts[state.sel[i]] || '').toLowerCase();
      if (/dark/.test(name)) mode = 'dark';
      else if (!mode && /light/.test(name)) mode = 'light';
    });
    if (!mode) mode = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-chrome', mode);
  }

  // ---- Fonts: whether a stack's own families are installed (measured against two fallbacks).
  var fontCache = new Map(), canvas = null;
  function installed(fam) {
    if (!fam) return true;
    if (fontCache.has(fam)) return fontCache.get(fam);
    canvas = canvas || document.createElement('canvas').getContext('2d');
    var sample = 'mmmmmmmmmmlli1WQ@#', found = false;
    ['monospace', 'serif'].forEach(function (generic) {
      canvas.font = '40px ' + generic; var plain = canvas.measureText(sample).width;
      canvas.font = '40px ' + fam + ', ' + generic; var withFont = canvas.measureText(sample).width;
      if (plain !== withFont) found = true;
    });
    fontCache.set(fam, found);
    return found;
  }

  // ---- Previews, one per type. Styles set through the style object only.
  function isStroke(t) { return /border-?width|stroke-?width|hairline|outline-?width|line-?width/i.test(t.id); }
  function isRadius(t) { return /radius|radii|corner|rounded/i.test(t.id); }
  function isOpacity(t, v) { return /opacity|alpha/i.test(t.id) && v.n >= 0 && v.n <= 1; }
  function colorFill(v) {
    var s = el('div', 'swatch checker'), f = el('div', 'fill');
    f.style.background = v.hex;
    f.style.background = v.css;
    s.appendChild(f);
    return s;
  }
  function motion(v, t) {
    var track = el('div', 'track');
    var spring = t && t.spring;
    if (t && t.type === 'duration' && !spring) {
      var g = el('div', 'grow');
      g.style.animationDuration = Math.max(v.ms, 1) + 'ms';
      track.appendChild(g);
      return track;
    }
    var d = el('div', 'dot anim');
    d.style.animationDuration = Math.max(spring ? spring.ms : (v.ms || 600), 1) + 'ms';
    if (spring) d.style.animationTimingFunction = spring.ease;
    else if (v.ease) d.style.animationTimingFunction = v.ease;
    if (v.delay) d.style.animationDelay = v.delay + 'ms';
    track.appendChild(d);
    return track;
  }
  function curve(ease) {
    var m = /cubic-bezier\(([^)]*)\)/.exec(ease || '');
    var p = m ? m[1].split(',').map(Number) : [0, 0, 1, 1];
    var s = svg('svg'); s.setAttribute('viewBox', '-4 -4 56 56'); s.setAttribute('class', 'curve');
    var base = svg('line'); base.setAttribute('x1', '0'); base.setAttribute('y1', '48'); base.setAttribute('x2', '48'); base.setAttribute('y2', '0');
    var path = svg('path');
    var y = function (v) { return num(48 - v * 48); };
    path.setAttribute('d', 'M0 48 C' + num(p[0] * 48) + ' ' + y(p[1]) + ' ' + num(p[2] * 48) + ' ' + y(p[3]) + ' 48 0');
    s.appendChild(base); s.appendChild(path);
    return s;
  }
  function specimen(v, sample, limit) {
    var wrap = el('div');
    var s = el('div', 'specimen', sample);
    s.style.fontFamily = v.font;
    if (v.px) s.style.fontSize = Math.min(v.px, limit) + 'px';
    if (v.n) s.style.fontWeight = String(v.n);
    if (v.lh) s.style.lineHeight = String(v.lh);
    if (v.ls) s.style.letterSpacing = v.ls + 'px';
    if (v.case) s.style.textTransform = v.case;
    if (v.deco) s.style.textDecoration = v.deco;
    if (v.style) s.style.fontStyle = v.style;
    wrap.appendChild(s);
    if (!installed(v.fam)) wrap.appendChild(el('div', 'note', 'font not installed here: shown in a fallback'));
    return wrap;
  }
  function preview(t, v, big) {
    var p = el('div', 'preview');
    if (!v) { p.appendChild(el('span', 'muted', 'not defined here')); return p; }
    switch (t.type) {
      case 'color': p.appendChild(colorFill(v)); break;
      case 'dimension':
        if (isStroke(t)) { var th = el('div', 'thickness'); th.style.height = Math.max(0.5, Math.min(v.px, 24)) + 'px'; p.appendChild(th); }
        else if (isRadius(t)) { var r = el('div', 'radius'); r.style.borderRadius = Math.min(v.px, 22) + 'px'; p.appendChild(r); }
        else { var b = el('div', 'bar'); b.style.width = Math.max(0, Math.min(v.px, big ? 320 : 168)) + 'px'; p.appendChild(b); }
        break;
      case 'number':
        if (isOpacity(t, v)) { var o = el('div', 'square checker'); var of = el('div', 'opacity'); of.style.opacity = String(v.n); o.appendChild(of); p.appendChild(o); }
        else p.appendChild(el('span', 'weight', v.t));
        break;
      case 'fontWeight': { var w = el('span', 'weight', 'Aa'); w.style.fontWeight = String(v.n); p.appendChild(w); break; }
      case 'fontFamily': p.appendChild(specimen(v, 'Aa Bb Cc 0123', 22)); break;
      case 'typography': p.appendChild(specimen(v, 'The quick brown fox', big ? 64 : 30)); break;
      case 'duration': p.appendChild(motion(v, t)); break;
      case 'cubicBezier': p.appendChild(curve(v.ease)); p.appendChild(motion(v, t)); break;
      case 'transition': p.appendChild(motion(v, t)); break;
      case 'border': {
        var bx = el('div', 'box');
        bx.style.borderWidth = Math.min(v.px, 12) + 'px'; bx.style.borderStyle = v.line;
        bx.style.borderColor = v.hex; bx.style.borderColor = v.css;
        p.appendChild(bx); break;
      }
      case 'strokeStyle': { var l = el('div', 'line'); l.style.borderTopStyle = v.line; p.appendChild(l); break; }
      case 'shadow': { var st = el('div', 'shadow-stage'), sb = el('div', 'box'); sb.style.boxShadow = v.shadow; st.appendChild(sb); p.appendChild(st); break; }
      case 'gradient': { var gr = el('div', 'gradient'); gr.style.backgroundImage = v.gradient; var gc = el('div', 'checker swatch'); gc.appendChild(gr); p.appendChild(gc); break; }
      default: p.appendChild(el('span', 'mono', v.t));
    }
    return p;
  }
  function colorCaption(v) {
    var parts = [v.hex];
    if (v.space !== 'srgb') parts.push(v.space);
    if (v.alpha < 1) parts.push(Math.round(v.alpha * 100) + '% alpha');
    return parts.join(' · ');
  }
  function valueText(t, v) {
    if (!v) return '—';
    if (t.type === 'color') return v.space === 'srgb' ? colorCaption(v) : v.t + ' · ' + colorCaption(v);
    return v.t;
  }

  // ---- Filtering
  var hay = null;
  function haystacks() {
    if (hay) return hay;
    hay = TOKENS.map(function (t) {
      var parts = [t.id, t.type];
      for (var i = 0; i < t.v.length; i++) { var v = t.v[i]; if (v) { parts.push(v.t); if (v.hex) parts.push(v.hex); } }
      return parts.join(' ').toLowerCase();
    });
    return hay;
  }
  function matches() {
    var terms = state.q.toLowerCase().split(/\s+/).filter(Boolean);
    var h = terms.length ? haystacks() : null, out = [];
    for (var i = 0; i < TOKENS.length; i++) {
      if (state.type && TOKENS[i].type !== state.type) continue;
      var ok = true;
      for (var k = 0; ok && k < terms.length; k++) ok = h[i].indexOf(terms[k]) >= 0;
      if (ok) out.push(i);
    }
    return out;
  }

  // ---- Token list, drawn in blocks as they come near the viewport.
  var observer = 'IntersectionObserver' in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (e) { if (e.isIntersecting) fill(e.target); });
  }, { rootMargin: '800px 0px' }) : null;
  function rowHeight(t) { return t.type === 'typography' ? TALL : ROW; }
  function row(i) {
    var t = TOKENS[i], v = current(t);
    var r = el('div', 'row' + (t.type === 'typography' ? ' tall' : '') + (state.token === t.id ? ' selected' : ''));
    r._id = t.id;
    r.addEventListener('click', function () { openToken(t.id); });
    var name = el('div', 'name'), id = el('div', 'id', t.n);
    if (t.dep != null) id.appendChild(el('span', 'badge deprecated', 'deprecated'));
    if (t.axes) id.appendChild(el('span', 'badge varies', t.axes.map(function (a) { return AXES[a].name; }).join(' · ')));
    if (t.lint) id.appendChild(el('span', 'badge bad', 'contrast'));
    name.appendChild(id);
    name.appendChild(el('code', null, t.sw ? t.sw : t.id));
    var value = el('div', 'value');
    value.appendChild(el('div', 'text', valueText(t, v)));
    value.appendChild(el('div', 'muted', t.type));
    r.appendChild(preview(t, v, false)); r.appendChild(name); r.appendChild(value);
    return r;
  }
  function fill(block) {
    if (block._filled) return;
    block._filled = true;
    if (observer) observer.unobserve(block);
    var frag = document.createDocumentFragment();
    block._items.forEach(function (i) { frag.appendChild(row(i)); });
    block.style.height = '';
    block.appendChild(frag);
  }
  function renderTokens() {
    var list = matches();
    main.textContent = '';
    var nav = document.getElementById('groups');
    nav.textContent = '';
    document.getElementById('count').textContent = list.length === TOKENS.length ? TOKENS.length + ' tokens' : list.length + ' of ' + TOKENS.length + ' tokens';
    if (!list.length) { main.appendChild(el('div', 'empty', 'No token matches.')); return; }
    var groups = [], byGroup = new Map();
    list.forEach(function (i) {
      var g = TOKENS[i].g;
      if (!byGroup.has(g)) { byGroup.set(g, []); groups.push(g); }
      byGroup.get(g).push(i);
    });
    var budget = window.innerHeight + 800;
    var y = 0;
    groups.forEach(function (g) {
      var items = byGroup.get(g);
      var section = el('section', 'group');
      section.appendChild(el('h2', null, g || '(top level)'));
      for (var s = 0; s < items.length; s += BLOCK) {
        var block = el('div', 'block');
        block._items = items.slice(s, s + BLOCK);
        var h = 0;
        block._items.forEach(function (i) { h += rowHeight(TOKENS[i]); });
        section.appendChild(block);
        if (y < budget) fill(block);
        else { block.style.height = h + 'px'; if (observer) observer.observe(block); else fill(block); }
        y += h;
      }
      y += 40;
      main.appendChild(section);
      var link = el('a');
      link.href = '#';
      link.appendChild(el('span', null, g || '(top level)'));
      link.appendChild(el('span', null, items.length));
      link.addEventListener('click', function (e) { e.preventDefault(); section.scrollIntoView({ block: 'start' }); });
      nav.appendChild(link);
    });
  }

  // ---- Detail of one token
  function openToken(id) { state.token = id; writeHash(); renderDetail(); markSelected(); }
  function markSelected() {
    var rows = main.querySelectorAll('.row');
    for (var i = 0; i < rows.length; i++) rows[i].classList.toggle('selected', rows[i]._id === state.token);
  }
  function section(panel, title) { panel.appendChild(el('h3', null, title)); }
  function code(text, onClick) {
    var c = el('code', null, text);
    if (onClick) { c.style.cursor = 'pointer'; c.addEventListener('click', onClick); }
    return c;
  }
  function renderDetail() {
    var panel = document.getElementById('detail');
    var layout = document.querySelector('.layout');
    var index = state.token != null ? byId.get(state.token) : undefined;
    panel.textContent = '';
    if (index === undefined) { panel.hidden = true; layout.classList.remove('with-detail'); return; }
    panel.hidden = false; layout.classList.add('with-detail');
    var t = TOKENS[index], v = current(t), c = combo(t);
    var close = el('button', 'close', 'Close');
    close.addEventListener('click', function () { state.token = null; writeHash(); renderDetail(); });
    panel.appendChild(close);
    panel.appendChild(el('h2', 'token-id', t.id));
    var meta = el('div', 'muted', t.type);
    panel.appendChild(meta);
    var big = el('div', 'big'); big.appendChild(preview(t, v, true)); panel.appendChild(big);
    var vt = el('pre', 'value-text', valueText(t, v)); panel.appendChild(vt);
    if (t.spring) { section(panel, 'Spring'); panel.appendChild(el('div', null, t.spring.t)); }
    if (t.d) { section(panel, 'Description'); panel.appendChild(el('p', 'description', t.d)); }
    if (t.dep != null) {
      section(panel, 'Deprecated');
      var dep = el('div', 'deprecation', t.dep || 'This token is deprecated.');
      var chain0 = t.al ? t.al[c] : null;
      if (chain0 && chain0.length) { dep.appendChild(el('div', null, 'Replacement: ')); dep.lastChild.appendChild(code(chain0[0], function () { openToken(chain0[0]); })); }
      panel.appendChild(dep);
    }
    var chain = t.al ? t.al[c] : null;
    if (chain && chain.length) {
      section(panel, 'Alias chain');
      var ch = el('div', 'chain');
      ch.appendChild(code(t.id));
      chain.forEach(function (id) { ch.appendChild(el('span', 'muted', '→')); ch.appendChild(code(id, function () { openToken(id); })); });
      panel.appendChild(ch);
    }
    section(panel, 'Swift');
    if (t.sw) {
      var lines = ['@Theme var theme: ' + D.root, '$theme(theme.' + t.sw + ')'];
      if (D.themeAxis >= 0 && D.themeNames[state.sel[D.themeAxis]]) lines.push(D.root + '.' + D.themeNames[state.sel[D.themeAxis]] + '.' + t.sw);
      panel.appendChild(el('pre', 'swift', lines.join('\n')));
    } else panel.appendChild(el('div', 'muted', 'Not in the generated Swift (its name collides; tessera build reports it).'));
    if (t.axes) {
      section(panel, 'Varies with ' + t.axes.map(function (a) { return AXES[a].name; }).join(', '));
      var table = el('table');
      var shown = Math.min(t.v.length, 64);
      for (var k = 0; k < shown; k++) {
        var tr = el('tr');
        if (k === c) tr.style.fontWeight = '600';
        var label = contextsOf(t, k).map(function (ctx, j) { return AXES[t.axes[j]].contexts[ctx]; }).join(' · ');
        var mini = el('td', 'mini');
        if (t.v[k] && t.type === 'color') mini.appendChild(colorFill(t.v[k]));
        tr.appendChild(mini); tr.appendChild(el('td', null, label)); tr.appendChild(el('td', 'mono', valueText(t, t.v[k])));
        table.appendChild(tr);
      }
      panel.appendChild(table);
      if (t.v.length > shown) panel.appendChild(el('div', 'muted', (t.v.length - shown) + ' more combinations'));
    } else {
      section(panel, 'Contexts');
      panel.appendChild(el('div', 'muted', 'The same in every permutation.'));
    }
    if (t.lint) {
      section(panel, 'Contrast (tessera lint)');
      t.lint.forEach(function (f) {
        var here = Object.keys(f.input).every(function (m) {
          var a = AXES.findIndex(function (x) { return x.name === m; });
          return a < 0 || AXES[a].contexts[state.sel[a]] === f.input[m];
        });
        var box = el('div', 'finding ' + f.sev, f.m);
        if (here) box.appendChild(el('div', 'muted', 'applies to the permutation shown'));
        panel.appendChild(box);
      });
    }
    if (t.ext) { section(panel, '$extensions'); panel.appendChild(el('pre', 'mono', t.ext)); }
  }

  // ---- Switches and filters
  function renderSwitches() {
    var box = document.getElementById('switches');
    box.textContent = '';
    AXES.forEach(function (a, i) {
      var sw = el('div', 'switch');
      sw.appendChild(el('span', 'label', a.name));
      var seg = el('div', 'segments');
      a.contexts.forEach(function (ctx, k) {
        var b = el('button', null, ctx);
        b.type = 'button';
        b.setAttribute('aria-pressed', k === state.sel[i] ? 'true' : 'false');
        b.addEventListener('click', function () { state.sel[i] = k; update(); });
        seg.appendChild(b);
      });
      sw.appendChild(seg);
      box.appendChild(sw);
    });
  }
  function setupFilters() {
    var search = document.getElementById('search'), type = document.getElementById('type');
    var types = [];
    TOKENS.forEach(function (t) { if (types.indexOf(t.type) < 0) types.push(t.type); });
    types.sort().forEach(function (name) { var o = el('option', null, name); o.value = name; type.appendChild(o); });
    search.value = state.q; type.value = state.type;
    var timer = 0;
    search.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(function () { state.q = search.value; writeHash(); renderTokens(); }, 120);
    });
    type.addEventListener('change', function () { state.type = type.value; writeHash(); renderTokens(); });
    document.addEventListener('keydown', function (e) {
      if (e.key === '/' && document.activeElement !== search) { e.preventDefault(); search.focus(); }
      if (e.key === 'Escape' && state.token) { state.token = null; writeHash(); renderDetail(); }
    });
  }

  // ---- Changes page
  function selectionLabel(input) {
    return input.length ? input.map(function (s) { return s[0] + ': ' + s[1]; }).join(', ') : 'every permutation';
  }
  function side(type, path, v) {
    var cell = el('div');
    cell.appendChild(preview({ id: path, type: type }, v, false));
    return cell;
  }
  function renderChanges() {
    main.textContent = '';
    document.getElementById('groups').hidden = true;
    document.querySelector('.layout').classList.add('single');
    document.querySelector('.tools').hidden = true;
    var changes = D.changes || [];
    document.getElementById('count').textContent = changes.length + ' change' + (changes.length === 1 ? '' : 's');
    var summary = el('div', 'summary');
    summary.appendChild(el('strong', null, changes.length ? changes.length + ' change' + (changes.length === 1 ? '' : 's') : 'No changes'));
    if (D.breaking) summary.appendChild(el('span', 'badge bad', 'breaks the generated Swift API'));
    main.appendChild(summary);
    if (!changes.length) return;
    var block = el('div', 'block changes');
    changes.forEach(function (ch) {
      var item = el('div', 'change');
      item.appendChild(el('span', 'kind ' + ch.kind, ch.kind));
      var body = el('div');
      var head = el('div');
      head.appendChild(el('code', 'path', ch.path));
      if (ch.breaking) head.appendChild(el('span', 'badge bad', 'breaking'));
      body.appendChild(head);
      var type = ch.afterType || ch.beforeType;
      if (ch.kind === 'renamed') body.appendChild(el('div', 'muted', 'was ' + ch.from));
      if (ch.kind === 'type-changed') body.appendChild(el('div', 'muted', ch.beforeType + ' → ' + ch.afterType));
      if (ch.kind === 'deprecated' && ch.message) body.appendChild(el('div', 'muted', ch.message));
      if (ch.context) body.appendChild(el('div', 'muted', 'context ' + ch.context));
      if (ch.before || ch.after) {
        var inputs = ch.inputs && ch.inputs.length ? ch.inputs : [[]];
        inputs.forEach(function (input) {
          var pair = el('div', 'pair');
          pair.appendChild(el('span', 'muted', selectionLabel(input)));
          pair.appendChild(ch.before ? side(type, ch.path, ch.before) : el('span', 'muted', '—'));
          pair.appendChild(el('span', 'muted', '→'));
          pair.appendChild(ch.after ? side(type, ch.path, ch.after) : el('span', 'muted', '—'));
          pair.appendChild(el('span', 'mono', (ch.before ? ch.before.t : '—') + '  →  ' + (ch.after ? ch.after.t : '—')));
          body.appendChild(pair);
        });
      }
      item.appendChild(body);
      block.appendChild(item);
    });
    main.appendChild(block);
  }

  function update() {
    writeHash();
    chrome();
    renderSwitches();
    if (page === 'changes') renderChanges();
    else { renderTokens(); renderDetail(); }
  }

  document.title = D.title + (page === 'changes' ? ' · changes' : ' · design tokens');
  document.getElementById('title').textContent = D.title;
  if (D.changes) document.getElementById('nav-changes').hidden = false;
  document.getElementById(page === 'changes' ? 'nav-changes' : 'nav-tokens').classList.add('current');
  readHash();
  if (page !== 'changes') setupFilters();
  update();
  if (page === 'changes') document.getElementById('switches').hidden = true;
  window.addEventListener('hashchange', function () {
    readHash();
    if (page !== 'changes') { document.getElementById('search').value = state.q; document.getElementById('type').value = state.type; }
    update();
  });
  document.body.setAttribute('data-rendered-ms', String(Math.round(performance.now())));
})();
"""#
}
