/// The one stylesheet, built into the binary: readable at phone width, the window bar as a
/// coloured edge (its words are always shown too).
enum Stylesheet {
  static let text = """
    body{font-family:system-ui,"Noto Sans","Noto Sans Arabic","Noto Sans CJK SC",sans-serif;\
    margin:0 auto;max-width:46rem;padding:0 .75rem;line-height:1.4}
    nav{display:flex;gap:1rem;padding:.5rem 0;border-bottom:1px solid #ccc}
    h1{font-size:1.25rem}
    ul.rows,ul.rows ul{list-style:none;padding:0;margin:0}
    li.row{border-left:.35rem solid #bbb;padding:.4rem .6rem;margin:.4rem 0;background:#f7f7f7}
    li.state-open{border-color:#2a7}
    li.state-closing-soon{border-color:#d80}
    li.state-closed{border-color:#888}
    li.state-upcoming{border-color:#48c}
    li.group>details>ul>li{margin-left:.5rem}
    .line,.title{display:block;font-weight:600}
    .window,.state{margin-right:.75rem;color:#333}
    .actions{display:flex;flex-wrap:wrap;gap:.4rem;margin-top:.3rem}
    .actions form{margin:0}
    button{font:inherit;padding:.35rem .7rem;min-height:2.5rem}
    button:focus-visible,a:focus-visible,summary:focus-visible{outline:3px solid #05a}
    .quiet{color:#555}
    form.fields label{display:block;font-weight:600}
    form.fields input:not([type=checkbox]),form.fields select{font:inherit;padding:.35rem;\
    width:100%;max-width:22rem;box-sizing:border-box;min-height:2.5rem}
    [aria-invalid=true]{outline:2px solid #b00}
    nav a{padding:.5rem 0}
    .notice,[role=status],[role=alert]{padding:.5rem;background:#fff4d6}
    """
}
