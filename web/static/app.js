// zooscore at the table: the page's own script, plain JavaScript, nothing
// to load from elsewhere. Every page works without it (forms post and the
// server answers with the page); with it, each tap on a sheet is sent and
// checked at once, and the pages follow what the other phones enter.
"use strict";

(function () {
  // The page says what works only with this script, and what only without
  // it, by this mark (app.css: .js-only, .no-js).
  document.documentElement.classList.add("js");
  const body = document.body;
  const csrf = body.dataset.csrf;
  const poll = Number(body.dataset.poll) || 2000;
  // colon is the table's language's colon after a name (": ", French " : ").
  const colon = body.dataset.colon || ":";

  // send posts a form's fields (and the button pressed) and reads the
  // JSON answer; the server answers the page's script with JSON.
  async function send(url, fields) {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Accept": "application/json", "X-CSRF-Token": csrf, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      credentials: "same-origin",
    });
    if (res.status === 401) gone();
    let data = null;
    try { data = await res.json(); } catch (e) { data = null; }
    return { status: res.status, data: data };
  }

  async function look(url) {
    const res = await fetch(url, { headers: { "Accept": "application/json" }, credentials: "same-origin" });
    if (res.status === 401) gone();
    if (!res.ok) return null;
    return res.json();
  }

  // gone says that the server no longer knows this phone: it was started
  // again (with a new code) or stopped.
  function gone() {
    const box = document.getElementById("gone");
    if (box) box.hidden = false;
  }

  // follow runs fn whenever what the page shows changed on the server:
  // the server says so on a stream of events (what = "table=ID" or
  // "game=ID") with the version it changed to, and fn runs once each time
  // the page does not show that version yet (shown() gives the one it
  // shows), and once when the stream opens (something may have changed
  // before it did). Without the stream (an old browser, a proxy that cuts
  // it) fn runs every poll milliseconds instead. A page shown again looks
  // at once.
  function follow(what, shown, fn) {
    let timer = null, running = false, again = false, streaming = false;
    const refresh = async () => {
      if (running) { again = true; return; }
      running = true;
      try { await fn(); } catch (e) { /* the next look tries again */ }
      running = false;
      if (again) { again = false; refresh(); }
    };
    const tick = async () => {
      timer = null;
      await refresh();
      if (!streaming) timer = setTimeout(tick, poll);
    };
    const polling = () => { if (!timer && !streaming) timer = setTimeout(tick, poll); };
    if (window.EventSource) {
      const stream = new EventSource("/api/events?" + what);
      stream.addEventListener("open", () => {
        streaming = true;
        if (timer) { clearTimeout(timer); timer = null; }
        refresh();
      });
      stream.addEventListener("changed", (e) => {
        let v = null;
        try { v = JSON.parse(e.data).version; } catch (err) { v = null; }
        if (v === null || String(v) !== String(shown())) refresh();
      });
      // The stream broke: look once (a server started again with a new
      // code answers 401, and the page says so). The browser opens the
      // stream again by itself; it is closed for good only when the
      // server refused it: then ask on the timer.
      stream.addEventListener("error", () => {
        streaming = false;
        refresh();
        if (stream.readyState === EventSource.CLOSED) polling();
      });
    } else {
      polling();
    }
    document.addEventListener("visibilitychange", () => { if (!document.hidden) refresh(); });
  }

  // showNotes lists notes (the contract's error objects) as text: what a
  // player typed is never read as HTML.
  function showNotes(box, notes) {
    box.textContent = "";
    if (!notes || notes.length === 0) return;
    const wrap = document.createElement("div");
    wrap.className = "alert";
    wrap.setAttribute("role", "alert");
    // In the sheet's bar a long answer scrolls (app.css): the keyboard
    // reaches it too.
    wrap.tabIndex = 0;
    const list = document.createElement("ul");
    list.className = "notes";
    for (const n of notes) {
      const li = document.createElement("li");
      li.className = "note";
      if (n.player) {
        const who = document.createElement("strong");
        who.textContent = n.player + colon + " ";
        li.appendChild(who);
      }
      // The rule's id is for the curious: in the title, as on the pages.
      li.title = n.rule;
      li.appendChild(document.createTextNode(n.message));
      list.appendChild(li);
    }
    wrap.appendChild(list);
    box.appendChild(wrap);
  }

  // The sheet's spaces: the spaces up to the one tapped are crossed, as on
  // the paper sheet; tapping the last crossed space again uncrosses it.
  function markSpaces(form) {
    for (const group of form.querySelectorAll(".spaces")) {
      const checked = group.querySelector("input[type=radio]:checked");
      const upTo = checked ? Number(checked.value) : 0;
      for (const input of group.querySelectorAll("input[type=radio]")) {
        const label = group.querySelector("label[for='" + input.id + "']");
        if (label && !label.classList.contains("none")) {
          label.classList.toggle("crossed", Number(input.value) <= upTo);
        }
      }
    }
    const years = form.querySelector("input[name=years]:checked");
    if (years) {
      for (const fs of form.querySelectorAll("fieldset.year")) {
        fs.classList.toggle("later", Number(fs.dataset.year) > Number(years.value));
      }
    }
  }

  // addSteps puts a − and a + beside each count of the sheet: a tap
  // instead of typing. Without this script the counts are plain number
  // fields, saved with the Save button. The buttons are left out of the
  // keyboard's and the screen reader's way: the field itself counts up
  // and down with the arrow keys.
  function addSteps(form) {
    for (const box of form.querySelectorAll(".stepper")) {
      const input = box.querySelector("input");
      if (!input || box.querySelector("button.step")) continue;
      const step = (by, sign) => {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "step";
        b.dataset.step = String(by);
        b.tabIndex = -1;
        b.setAttribute("aria-hidden", "true");
        b.textContent = sign;
        return b;
      };
      box.insertBefore(step(-1, "−"), input);
      box.appendChild(step(1, "+"));
    }
  }

  // keepAboveBar keeps --bar at the height of the sheet's bar at the
  // bottom, so that what the page brings into view (a field the keyboard
  // reaches, a space scrolled to) stays above it (app.css).
  function keepAboveBar(form) {
    const bar = form.querySelector(".actions");
    if (!bar || !window.ResizeObserver) return;
    const root = document.documentElement;
    new ResizeObserver(() => root.style.setProperty("--bar", bar.offsetHeight + "px")).observe(bar);
  }

  function sheetPage(state, form) {
    const table = state.dataset.table;
    const seat = state.dataset.seat;
    let version = state.dataset.version;
    let inflight = false, again = false, action = "";

    function apply(data) {
      if (!data || !data.html) return;
      version = String(data.version);
      const mine = document.getElementById("mine");
      if (mine) {
        // The problems stay open if the player opened them.
        const open = mine.querySelector("details.problems[open]") !== null;
        mine.innerHTML = data.html.mine;
        const problems = mine.querySelector("details.problems");
        if (problems && open) problems.open = true;
      }
      const status = document.getElementById("status-body");
      if (status) status.innerHTML = data.html.status;
      const result = document.getElementById("result");
      if (result) result.innerHTML = data.html.result;
      const done = document.getElementById("done"), edit = document.getElementById("edit");
      if (done && edit && typeof data.done === "boolean") {
        done.hidden = data.done;
        edit.hidden = !data.done;
      }
      if (data.scored && form.isConnected) {
        form.remove();
        document.documentElement.style.removeProperty("--bar");
        const enter = document.getElementById("lead-enter"), scored = document.getElementById("lead-scored");
        if (enter && scored) {
          enter.hidden = true;
          scored.hidden = false;
        }
        const scores = document.getElementById("scores");
        if (scores) scores.scrollIntoView({ behavior: "smooth" });
      }
    }

    async function flush() {
      inflight = true;
      again = false;
      const fields = new FormData(form);
      if (action) fields.set("action", action);
      action = "";
      const answer = await send(form.getAttribute("action"), fields).catch(() => null);
      inflight = false;
      if (answer && answer.data) {
        if (answer.status === 200) apply(answer.data);
        else showNotes(document.getElementById("mine"), answer.data.errors);
      }
      if (again) flush();
    }

    function changed() {
      markSpaces(form);
      again = true;
      if (!inflight) flush();
    }

    addSteps(form);
    keepAboveBar(form);
    form.addEventListener("change", changed);
    // A number typed is sent once the typing pauses, not only when the
    // field is left.
    let typing = null;
    form.addEventListener("input", (e) => {
      if (e.target.type !== "number") return;
      clearTimeout(typing);
      typing = setTimeout(changed, 400);
    });
    form.addEventListener("click", (e) => {
      const label = e.target.closest("label.space");
      if (label && !label.classList.contains("none")) {
        const input = document.getElementById(label.htmlFor);
        if (input && input.type === "radio" && input.checked && Number(input.value) > 0) {
          const lower = form.querySelector("input[name='" + input.name + "'][value='" + (Number(input.value) - 1) + "']");
          if (lower) {
            e.preventDefault();
            lower.checked = true;
            changed();
          }
        }
      }
      const step = e.target.closest("button.step");
      if (step) {
        const input = step.parentElement.querySelector("input");
        const most = input.max === "" ? Infinity : Number(input.max);
        input.value = Math.min(most, Math.max(0, (Number(input.value) || 0) + Number(step.dataset.step)));
        changed();
      }
    });
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      action = e.submitter ? e.submitter.value : "save";
      again = true;
      if (!inflight) flush();
    });
    follow("table=" + table, () => version, async () => {
      const q = seat >= 0 ? "?seat=" + seat : "";
      const data = await look("/api/tables/" + table + q);
      if (data && String(data.version) !== version && !inflight) apply(data);
    });
  }

  function tablePage(state) {
    const table = state.dataset.table;
    let version = state.dataset.version;
    follow("table=" + table, () => version, async () => {
      const data = await look("/api/tables/" + table);
      if (!data || String(data.version) === version) return;
      version = String(data.version);
      document.getElementById("status").innerHTML = data.html.status;
      document.getElementById("result").innerHTML = data.html.result;
    });
  }

  function newTablePage(form) {
    const dice = form.querySelector(".for-dice");
    const show = () => {
      const g = form.querySelector("input[name=game]:checked");
      if (dice) dice.hidden = !(g && g.value === "dice");
      // A seat only some games have shows for them, or while it holds a
      // name (the server then says how many players the game takes).
      for (const seat of form.querySelectorAll("input[name=player][data-games]")) {
        const has = g && seat.dataset.games.split(" ").includes(g.value);
        seat.hidden = !has && seat.value.trim() === "";
      }
    };
    form.addEventListener("change", show);
    show();
    form.addEventListener("click", (e) => {
      const chip = e.target.closest(".chip");
      if (!chip) return;
      const names = [...form.querySelectorAll("input[name=player]")];
      if (names.some((n) => n.value.trim().toLowerCase() === chip.dataset.name.toLowerCase())) return;
      const empty = names.find((n) => n.value.trim() === "" && !n.hidden);
      if (empty) empty.value = chip.dataset.name;
    });
  }

  // The pages of a game played from the phones have a script of their own
  // (play.js), which asks, follows and shows notes as these pages do.
  window.zooscore = { send: send, look: look, follow: follow, showNotes: showNotes, addSteps: addSteps };

  document.addEventListener("DOMContentLoaded", () => {
    const state = document.getElementById("table-state");
    const form = document.getElementById("sheet");
    if (state && form) sheetPage(state, form);
    else if (state && state.dataset.seat === "-1") tablePage(state);
    const fresh = document.getElementById("new-table");
    if (fresh) newTablePage(fresh);
    for (const f of document.querySelectorAll("form.sheet")) markSpaces(f);
  });
})();
