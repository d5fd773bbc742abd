// The layout checks of browser_layout_test.go: evaluated in a page as a
// phone shows it, it gives what is wrong, one sentence a fault.
(async () => {
  const faults = [];
  const W = window.innerWidth, H = window.innerHeight;
  // (A tab in the background draws no frames: wait on a timer.)
  const frame = () => new Promise((r) => setTimeout(r, 30));
  await frame();

  // name says which element, for a person reading the test's output.
  const name = (el) => {
    let s = el.tagName.toLowerCase();
    if (el.id) s += "#" + el.id;
    else if (el.getAttribute("for")) s += "[for=" + el.getAttribute("for") + "]";
    else if (typeof el.className === "string" && el.className.trim()) s += "." + el.className.trim().split(/\s+/).join(".");
    const text = (el.innerText || el.value || "").trim().replace(/\s+/g, " ").slice(0, 30);
    return text ? s + ' "' + text + '"' : s;
  };
  const visible = (el) => {
    // What a closed part holds is not shown (its summary is).
    const closed = el.closest("details:not([open])");
    if (closed && !el.closest("summary")) return false;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== "hidden" && cs.display !== "none";
  };

  // No sideways scrolling: not of the page, nor of a part of it.
  const sw = document.documentElement.scrollWidth;
  if (sw > W) {
    const out = [...document.body.querySelectorAll("*")].filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.right > W + 0.5 && ![...e.children].some((c) => c.getBoundingClientRect().right > W + 0.5);
    });
    faults.push(`the page is ${sw} px wide on a ${W} px screen; sticking out: ${out.slice(0, 5).map(name).join(", ")}`);
  }
  for (const e of document.body.querySelectorAll("*")) {
    const ox = getComputedStyle(e).overflowX;
    if ((ox === "auto" || ox === "scroll") && e.scrollWidth > e.clientWidth + 1) {
      faults.push(`${name(e)} scrolls sideways: ${e.scrollWidth} px in ${e.clientWidth}`);
    }
  }

  // The targets: links, buttons, fields, and the labels that stand for a
  // radio or check box drawn as a space of the sheet.
  const hiddenInput = (el) => el.tagName === "INPUT" && (el.type === "radio" || el.type === "checkbox") && el.getBoundingClientRect().width <= 2;
  const targets = [...document.querySelectorAll("a[href], button, select, textarea, summary, input:not([type=hidden])")]
    .filter(visible).filter((el) => !hiddenInput(el));
  for (const l of document.querySelectorAll("label[for]")) {
    const c = document.getElementById(l.htmlFor);
    if (c && hiddenInput(c) && visible(l)) targets.push(l);
  }
  targets.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));

  for (const el of targets) {
    const r = el.getBoundingClientRect();
    if (r.width < 43.5 || r.height < 43.5) {
      faults.push(`${name(el)} is ${Math.round(r.width)}x${Math.round(r.height)} px: a target needs 44x44`);
    }
  }

  // A part that opens shows a sign that it does.
  for (const s of document.querySelectorAll("summary")) {
    if (!visible(s)) continue;
    const marker = getComputedStyle(s, "::before").content, list = getComputedStyle(s).display === "list-item";
    if (!list && (marker === "none" || marker === "normal" || marker === '""')) faults.push(`${name(s)} gives no sign that it opens`);
  }

  // No two targets overlap. What sticks to the screen's edge is compared
  // with what sticks with it; that it never covers what is tapped is the
  // check below.
  const stuck = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const p = getComputedStyle(e).position;
      if (p === "sticky" || p === "fixed") return e;
    }
    return null;
  };
  const boxes = targets.map((el) => {
    const r = el.getBoundingClientRect();
    return { el, l: r.left + scrollX, t: r.top + scrollY, r: r.right + scrollX, b: r.bottom + scrollY, s: stuck(el) };
  });
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      if (a.s !== b.s || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const w = Math.min(a.r, b.r) - Math.max(a.l, b.l), h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
      if (w > 0.5 && h > 0.5) faults.push(`${name(a.el)} and ${name(b.el)} overlap by ${Math.round(w)}x${Math.round(h)} px`);
    }
  }

  // A tap lands on what it is meant for: each target brought into view
  // the least way (as a keyboard's focus, or a thumb scrolling down to it,
  // does) is what is found under its middle.
  window.scrollTo(0, 0);
  for (const el of targets) {
    el.scrollIntoView({ block: "nearest", inline: "nearest" });
    const r = el.getBoundingClientRect();
    const x = r.left + Math.min(r.width, W) / 2, y = r.top + Math.min(r.height, H) / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(el === hit || el.contains(hit))) {
      faults.push(`a tap on ${name(el)} lands on ${hit ? name(hit) : "nothing"}`);
    }
  }
  window.scrollTo(0, 0);

  // The sheet's sticky bar: a quarter of the screen at most, its problems
  // to open in full.
  const bar = document.querySelector("form.sheet .actions");
  if (bar) {
    const h = bar.getBoundingClientRect().height;
    if (h > H / 4 + 0.5) faults.push(`the sheet's sticky bar is ${Math.round(h)} px high, more than a quarter of the ${H} px screen`);
    const notes = [...bar.querySelectorAll(".notes li")];
    if (notes.length) {
      const more = bar.querySelector("details");
      if (!more) {
        faults.push("the sheet's bar lists problems with no way to open them in full");
      } else {
        more.open = true;
        await frame();
        for (const n of notes) {
          if (n.getBoundingClientRect().height === 0) faults.push(`${name(n)} cannot be read with the problems opened`);
        }
        const open = bar.getBoundingClientRect().height;
        if (open > H * 0.75) faults.push(`the sheet's bar opened is ${Math.round(open)} px high: it hides the whole sheet`);
        more.open = false;
        await frame();
      }
    }
  }
  return faults;
})()
