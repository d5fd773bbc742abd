// zooscore: a game played from the phones (play.go). Plain JavaScript, with
// app.js's helpers (window.zooscore). Every form of the page posts without
// it; with it, a tap is sent at once and the answer is put in place, the
// page follows what the other phones enter, and a draft being tapped
// survives another phone's entry as long as what it chose is still offered.
"use strict";

(function () {
  const z = window.zooscore;

  // draftOf keeps what the phone's player chose in a panel's forms and did
  // not send yet: by field, the radio checked or the number given.
  function draftOf(panel) {
    const out = [];
    for (const input of panel.querySelectorAll("form input")) {
      if (input.type === "hidden") continue;
      if (input.type === "radio" && !input.checked) continue;
      out.push({ name: input.name, value: input.value, radio: input.type === "radio" });
    }
    return out;
  }

  // restore puts a draft back into a new panel, only if every choice it
  // made is still offered there: a take tapped for Ann is dropped once
  // another phone entered Ann's take.
  function restore(panel, draft) {
    const radios = draft.filter((d) => d.radio);
    const offered = radios.every((d) => panel.querySelector(radioSel(d.name, d.value)));
    if (!offered) return false;
    for (const d of draft) {
      if (d.radio) {
        panel.querySelector(radioSel(d.name, d.value)).checked = true;
        continue;
      }
      const field = panel.querySelector("input[name='" + CSS.escape(d.name) + "']");
      if (field) field.value = d.value;
    }
    return true;
  }

  function radioSel(name, value) {
    return "input[type=radio][name='" + CSS.escape(name) + "'][value='" + CSS.escape(value) + "']";
  }

  // bidKey is where a phone remembers its own sealed bid: the server never
  // tells it back, to anyone, before the reveal.
  function bidKey(game, auction, seat) {
    return "zooscore-bid-" + game + "-" + auction + "-" + seat;
  }

  function playPage(page) {
    const id = page.dataset.game;
    const seat = Number(page.dataset.seat);
    const panel = document.getElementById("play");
    const board = document.getElementById("live");
    const line = document.getElementById("entry");
    const seen = document.getElementById("seen");
    let version = page.dataset.version;
    let touched = false; // a draft is being tapped
    let sending = false;

    function apply(data, keepDraft) {
      if (!data || !data.html) return;
      version = data.version;
      board.innerHTML = data.html;
      const draft = keepDraft && touched ? draftOf(panel) : null;
      panel.innerHTML = data.panel;
      touched = draft !== null && restore(panel, draft);
      if (seen) seen.value = data.seen;
      if (data.ended && line) {
        const wrap = line.closest("details") || line;
        wrap.remove();
      }
      enhance();
    }

    // enhance shows only what applies to the choices made: the next tile
    // slot of a truck once a tile is chosen, the sex of an animal only, the
    // enclosure of a bonus that takes a tile; the take tapped so far; and
    // the phone's own bid, marked.
    function enhance() {
      z.addSteps(panel); // the − and + beside each count (app.js)
      for (const form of panel.querySelectorAll("form.take")) {
        let open = true;
        for (const slot of form.querySelectorAll("fieldset.tile")) {
          slot.hidden = !open;
          const chosen = slot.querySelector(".what input:checked");
          open = open && !!chosen && chosen.value !== "";
          const sex = slot.querySelector(".sex");
          if (sex) {
            const animal = !chosen || chosen.value === "" || chosen.dataset.animal === "1";
            sex.hidden = !animal;
            if (!animal) {
              const plain = sex.querySelector("input[value='']");
              if (plain) plain.checked = true;
            }
          }
        }
        summary(form);
      }
      for (const form of panel.querySelectorAll("form.bonus")) {
        const chosen = form.querySelector("input[name=bonus]:checked");
        const into = form.querySelector("fieldset.into");
        if (into) into.hidden = !(chosen && chosen.dataset.take === "1");
      }
      const bid = panel.querySelector("form.bid");
      if (bid && bid.dataset.in === "1" && !touched) {
        const mine = sessionStorage.getItem(bidKey(id, bid.dataset.auction, seat));
        const radio = mine !== null && bid.querySelector(radioSel("bid", mine));
        if (radio) radio.checked = true;
      }
    }

    // summary says a Dice take as it is tapped: "Ann: lion lion coin".
    function summary(form) {
      const faces = form.querySelector("fieldset.faces");
      if (!faces) return;
      let out = form.querySelector(".take-summary");
      if (!out) {
        out = document.createElement("p");
        out.className = "take-summary";
        out.setAttribute("aria-live", "polite");
        form.querySelector("button[type=submit]").before(out);
      }
      const who = form.querySelector("input[name=player]:checked");
      const took = [];
      for (const count of faces.querySelectorAll(".count")) {
        const n = Number(count.querySelector("input").value) || 0;
        for (let i = 0; i < n; i++) took.push(count.querySelector("span").textContent);
      }
      out.textContent = took.length ? (who ? who.value + (document.body.dataset.colon || ":") + " " : "") + took.join(" ") : "";
    }

    function errorsBox(form) {
      if (form === line) return document.getElementById("entry-errors");
      return panel.querySelector(".play-errors");
    }

    async function submit(form, submitter) {
      if (sending) return;
      if (form.dataset.confirm && !window.confirm(form.dataset.confirm)) return;
      const fields = new FormData(form);
      if (submitter && submitter.name) fields.set(submitter.name, submitter.value);
      sending = true;
      for (const b of form.querySelectorAll("button")) b.disabled = true;
      const answer = await z.send(form.getAttribute("action"), fields).catch(() => null);
      sending = false;
      for (const b of form.querySelectorAll("button")) b.disabled = false;
      if (!answer || !answer.data) {
        z.showNotes(errorsBox(form), [{ rule: "web.offline", message: page.dataset.offline }]);
        return;
      }
      if (answer.status === 200) {
        if (form.classList.contains("bid")) {
          sessionStorage.setItem(bidKey(id, fields.get("auction"), seat), fields.get("bid"));
        }
        if (form === line) {
          line.querySelector("#line").value = "";
          z.showNotes(errorsBox(form), []);
        }
        touched = false;
        apply(answer.data, false);
        return;
      }
      if (answer.status === 409 && answer.data.html) apply(answer.data, true);
      z.showNotes(errorsBox(form), answer.data.errors);
    }

    page.addEventListener("submit", (e) => {
      const form = e.target;
      if (form.classList.contains("rematch")) return; // a plain form: it leads to the rematch
      e.preventDefault();
      submit(form, e.submitter);
    });
    panel.addEventListener("change", () => {
      touched = true;
      enhance();
    });
    panel.addEventListener("click", (e) => {
      const step = e.target.closest("button.step");
      if (!step) return;
      const input = step.parentElement.querySelector("input");
      const max = input.max === "" ? Infinity : Number(input.max);
      input.value = Math.min(max, Math.max(Number(input.min) || 0, (Number(input.value) || 0) + Number(step.dataset.step)));
      touched = true;
      enhance();
    });
    panel.addEventListener("input", () => {
      touched = true;
      enhance();
    });
    const api = "/api/games/" + id + "/live" + (seat >= 0 ? "?seat=" + seat : "");
    z.follow("game=" + id, () => version, async () => {
      const data = await z.look(api);
      if (data && data.version !== version && !sending) apply(data, true);
    });
    enhance();
  }

  // The new game's form: ZooSim's flagpole and variant show for ZooSim
  // only (app.js shows the seats and the Dice Game's hexes), a seat's flag
  // with its seat, and a flag given a place another player's flag had
  // swaps with it.
  function newPlayPage(form) {
    const show = () => {
      const g = form.querySelector("input[name=game]:checked");
      for (const el of form.querySelectorAll(".for-zoosim")) {
        const seat = el.closest(".seat-row");
        const name = seat && seat.querySelector("input[name=player]");
        el.hidden = !(g && g.value === "zoosim") || !!(name && name.hidden);
      }
    };
    let before = new Map();
    const remember = () => {
      before = new Map([...form.querySelectorAll("select[name^=flag-]")].map((s) => [s, s.value]));
    };
    form.addEventListener("change", (e) => {
      const sel = e.target;
      if (sel.matches && sel.matches("select[name^=flag-]")) {
        for (const other of form.querySelectorAll("select[name^=flag-]")) {
          if (other !== sel && other.value === sel.value) other.value = before.get(sel);
        }
      }
      remember();
      show();
    });
    remember();
    show();
  }

  document.addEventListener("DOMContentLoaded", () => {
    const page = document.getElementById("play-page");
    if (page && z) playPage(page);
    const fresh = document.querySelector("form[action='/play']");
    if (fresh) newPlayPage(fresh);
  });
})();
