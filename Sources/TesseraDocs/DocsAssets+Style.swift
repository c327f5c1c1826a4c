extension DocsAssets {
    /// `style.css`.
    static let style = #"""
:root {
  --bg: #f7f7f8; --panel: #ffffff; --text: #1d1d1f; --muted: #6e6e73; --line: #e3e3e8; --accent: #0a66d8;
  --chip: #eef0f4; --warn: #b25000; --bad: #c4281c; --good: #1a7f37; --shadow: 0 1px 2px rgba(0,0,0,.06), 0 1px 8px rgba(0,0,0,.04);
  --check-a: #ffffff; --check-b: #d9d9de;
  color-scheme: light;
}
:root[data-chrome="dark"] {
  --bg: #111113; --panel: #1c1c1f; --text: #f2f2f4; --muted: #a1a1aa; --line: #2e2e33; --accent: #5ea4ff;
  --chip: #2a2a30; --warn: #ffb35c; --bad: #ff7b72; --good: #56d364; --shadow: 0 1px 2px rgba(0,0,0,.5);
  --check-a: #3a3a40; --check-b: #26262b;
  color-scheme: dark;
}
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { background: var(--bg); color: var(--text); font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 12.5px; }
.muted { color: var(--muted); }
a { color: var(--accent); }
[hidden] { display: none !important; }

.top { position: sticky; top: 0; z-index: 5; display: grid; grid-template-columns: auto auto 1fr; grid-template-rows: auto auto; gap: 10px 20px;
  align-items: center; padding: 14px 24px 12px; background: color-mix(in srgb, var(--panel) 92%, transparent); backdrop-filter: blur(8px);
  border-bottom: 1px solid var(--line); }
.brand { display: flex; align-items: baseline; gap: 10px; }
.brand h1 { font-size: 17px; margin: 0; font-weight: 650; letter-spacing: -0.01em; }
.logo { width: 18px; height: 18px; border-radius: 5px; align-self: center;
  background: conic-gradient(from 45deg, #ff6633, #ffcc00, #34c759, #0a84ff, #af52de, #ff6633); }
.pages { display: flex; gap: 4px; }
.pages a { padding: 4px 10px; border-radius: 6px; text-decoration: none; color: var(--muted); font-weight: 550; }
.pages a.current { background: var(--chip); color: var(--text); }
.tools { display: flex; gap: 8px; justify-content: flex-end; }
.tools input, .tools select { font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--line); border-radius: 8px; padding: 6px 10px; }
.tools input { width: min(360px, 100%); }
.tools input:focus, .tools select:focus { outline: 2px solid var(--accent); outline-offset: -1px; }
.switches { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 8px 18px; }
.switch { display: flex; align-items: center; gap: 6px; }
.switch .label { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
.segments { display: inline-flex; background: var(--chip); border-radius: 8px; padding: 2px; }
.segments button { font: inherit; font-size: 12.5px; border: 0; background: transparent; color: var(--text); padding: 3px 10px; border-radius: 6px; cursor: pointer; }
.segments button[aria-pressed="true"] { background: var(--panel); box-shadow: var(--shadow); font-weight: 600; }

.layout { display: grid; grid-template-columns: 220px minmax(0, 1fr); }
.layout.with-detail { grid-template-columns: 220px minmax(0, 1fr) 380px; }
.layout.single { grid-template-columns: minmax(0, 1fr); max-width: 1200px; margin: 0 auto; }
.detail .specimen { white-space: normal; }
.groups { position: sticky; top: 96px; align-self: start; max-height: calc(100vh - 96px); overflow: auto; padding: 16px 8px 16px 20px; }
.groups a { display: flex; justify-content: space-between; gap: 8px; padding: 4px 8px; border-radius: 6px; color: var(--text); text-decoration: none; font-size: 13px; }
.groups a:hover { background: var(--chip); }
.groups a span:last-child { color: var(--muted); font-variant-numeric: tabular-nums; }
main { padding: 8px 24px 80px; min-width: 0; }
.group { margin-top: 18px; }
.group > h2 { font-size: 13px; font-weight: 650; margin: 0 0 8px; color: var(--muted); letter-spacing: .02em; }
.block { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; box-shadow: var(--shadow); overflow: hidden; }
.block + .block { margin-top: -1px; border-top-left-radius: 0; border-top-right-radius: 0; }
.row { display: grid; grid-template-columns: 168px minmax(0, 1fr) minmax(0, 280px); gap: 16px; align-items: center; height: 72px; padding: 0 16px;
  border-top: 1px solid var(--line); cursor: pointer; }
.row:first-child { border-top: 0; }
.row.tall { height: 96px; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 240px); }
.row:hover { background: color-mix(in srgb, var(--accent) 5%, transparent); }
.row.selected { background: color-mix(in srgb, var(--accent) 10%, transparent); }
.row .name { min-width: 0; }
.row .name .id { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.row .name code { color: var(--muted); display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.row .value { text-align: right; overflow: hidden; }
.row .value .text { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.badge { display: inline-block; font-size: 11px; font-weight: 600; border-radius: 4px; padding: 0 5px; margin-left: 6px; vertical-align: 1px; background: var(--chip); color: var(--muted); }
.badge.deprecated { color: var(--warn); }
.badge.bad { color: var(--bad); }
.badge.varies { color: var(--accent); }
.empty { padding: 40px; text-align: center; color: var(--muted); }

.preview { height: 48px; display: flex; align-items: center; gap: 10px; min-width: 0; overflow: hidden; }
.preview > div { min-width: 0; max-width: 100%; }
.row.tall .preview { height: 80px; }
.checker { background-color: var(--check-a); background-image: linear-gradient(45deg, var(--check-b) 25%, transparent 25%, transparent 75%, var(--check-b) 75%),
  linear-gradient(45deg, var(--check-b) 25%, transparent 25%, transparent 75%, var(--check-b) 75%); background-size: 12px 12px; background-position: 0 0, 6px 6px; }
.swatch { width: 100%; height: 48px; border-radius: 8px; overflow: hidden; }
.swatch .fill, .swatch .gradient { width: 100%; height: 100%; box-shadow: inset 0 0 0 1px rgba(128,128,128,.28); border-radius: inherit; }
.bar { height: 10px; border-radius: 5px; background: var(--accent); min-width: 2px; max-width: 100%; }
.radius { width: 44px; height: 44px; border: 2px solid var(--accent); background: color-mix(in srgb, var(--accent) 12%, transparent); }
.box { width: 64px; height: 32px; border-radius: 8px; background: var(--panel); }
.shadow-stage { padding: 8px 16px; border-radius: 10px; background: var(--chip); }
.shadow-stage .box { background: var(--panel); }
.gradient { width: 100%; height: 40px; border-radius: 8px; }
.square { width: 44px; height: 44px; border-radius: 8px; overflow: hidden; box-shadow: inset 0 0 0 1px var(--line); }
.opacity { width: 100%; height: 100%; background: var(--text); }
.thickness { width: 100%; background: var(--text); border-radius: 1px; }
.line { width: 100%; height: 0; border-top-width: 3px; border-top-color: var(--text); }
.specimen { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 100%; }
.weight { font-size: 26px; }
.typo { font-size: 12px; color: var(--muted); }
.track { position: relative; width: 100%; height: 20px; border-radius: 10px; background: var(--chip); }
.dot { position: absolute; top: 3px; left: 3px; width: 14px; height: 14px; border-radius: 7px; background: var(--accent);
  animation-name: slide; animation-iteration-count: infinite; animation-direction: alternate; animation-duration: 1s; animation-fill-mode: both; }
.grow { height: 100%; border-radius: 10px; background: color-mix(in srgb, var(--accent) 45%, transparent); animation: grow 1s infinite alternate both; }
@keyframes slide { from { left: 3px; } to { left: calc(100% - 17px); } }
@keyframes grow { from { width: 0; } to { width: 100%; } }
.curve { width: 48px; height: 48px; }
.curve path { fill: none; stroke: var(--accent); stroke-width: 2.5; }
.curve line { stroke: var(--line); stroke-width: 1; }
@media (prefers-reduced-motion: reduce) {
  .dot, .grow { animation: none !important; }
  .grow { width: 100%; }
  .dot { left: calc(100% - 17px); }
}
.note { font-size: 11px; color: var(--warn); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }

.detail { position: sticky; top: 96px; align-self: start; max-height: calc(100vh - 96px); overflow: auto; padding: 16px 20px 40px; border-left: 1px solid var(--line); background: var(--panel); }
.detail h2 { font-size: 16px; margin: 0 0 2px; word-break: break-all; }
.detail h3 { font-size: 11px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 18px 0 6px; }
.detail .close { float: right; border: 0; background: var(--chip); color: var(--text); border-radius: 6px; padding: 2px 8px; cursor: pointer; font: inherit; }
.detail .big { margin: 12px 0; }
.detail .big .preview { height: auto; min-height: 48px; }
.detail pre.swift { white-space: pre; overflow-x: auto; }
.detail .big .swatch { height: 88px; }
.detail pre { white-space: pre-wrap; word-break: break-word; background: var(--bg); border: 1px solid var(--line); border-radius: 8px; padding: 8px 10px; margin: 0; }
.detail .chain { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.detail .chain code { background: var(--chip); border-radius: 4px; padding: 1px 5px; }
.detail table { width: 100%; border-collapse: collapse; font-size: 12.5px; }
.detail td { border-top: 1px solid var(--line); padding: 5px 4px; vertical-align: middle; }
.detail td.mini { width: 36px; }
.detail .mini .swatch { width: 28px; height: 20px; border-radius: 4px; }
.finding { border-left: 3px solid var(--bad); padding: 4px 8px; margin: 6px 0; background: var(--bg); border-radius: 0 6px 6px 0; }
.finding.warning { border-color: var(--warn); }
.deprecation { border-left: 3px solid var(--warn); padding: 4px 8px; background: var(--bg); border-radius: 0 6px 6px 0; }

.change { display: grid; grid-template-columns: 120px minmax(0, 1fr); gap: 12px; padding: 12px 16px; border-top: 1px solid var(--line); }
.change:first-child { border-top: 0; }
.kind { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; border-radius: 4px; padding: 2px 6px; align-self: start; justify-self: start; background: var(--chip); }
.kind.added { color: var(--good); } .kind.removed, .kind.type-changed { color: var(--bad); } .kind.changed, .kind.renamed { color: var(--accent); } .kind.deprecated { color: var(--warn); }
.pair { display: grid; grid-template-columns: minmax(0, 200px) 110px 24px 110px minmax(0, 1fr); gap: 10px; align-items: center; margin-top: 6px; font-size: 12.5px; }
.pair .preview { height: 32px; }
.pair .swatch { height: 32px; }
.summary { margin: 18px 0 8px; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
@media (max-width: 900px) {
  .layout, .layout.with-detail { grid-template-columns: minmax(0, 1fr); }
  .groups { display: none; }
  .top { grid-template-columns: 1fr; }
  .row { grid-template-columns: 96px minmax(0, 1fr); }
  .row .value { display: none; }
}
"""#
}
