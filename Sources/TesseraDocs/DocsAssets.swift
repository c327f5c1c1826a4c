/// The site's fixed files. They hold no token text: the script reads everything from `tokens.js`.
enum DocsAssets {
    /// The policy every page carries: scripts and styles from the folder only, images from the
    /// folder or `data:`, nothing else (no inline script, no remote load, no form target).
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'none'"

    /// A page: `tokens` (the style guide) or `changes` (the diff). The script fills `main`.
    static func page(kind: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
        <meta name="referrer" content="no-referrer">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Design tokens</title>
        <link rel="stylesheet" href="style.css">
        <script src="tokens.js" defer></script>
        <script src="app.js" defer></script>
        </head>
        <body data-page="\(kind)">
        <header class="top">
          <div class="brand"><span class="logo" aria-hidden="true"></span><h1 id="title">Design tokens</h1><span id="count" class="muted"></span></div>
          <nav class="pages"><a id="nav-tokens" href="index.html">Tokens</a><a id="nav-changes" href="changes.html" hidden>Changes</a></nav>
          <div class="tools">
            <input id="search" type="search" placeholder="Search name, type or value (#0a84ff)" aria-label="Search tokens" autocomplete="off" spellcheck="false">
            <select id="type" aria-label="Filter by type"><option value="">All types</option></select>
          </div>
          <div id="switches" class="switches" aria-label="Modifiers"></div>
        </header>
        <div class="layout">
          <nav id="groups" class="groups" aria-label="Groups"></nav>
          <main id="main" aria-live="polite"><p class="muted" id="noscript">This page needs JavaScript (its own app.js; nothing is loaded from elsewhere).</p></main>
          <aside id="detail" class="detail" hidden></aside>
        </div>
        </body>
        </html>

        """
    }
}
