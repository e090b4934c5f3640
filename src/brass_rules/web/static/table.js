// The table: the seat's board, its decision step by step, the events; one WebSocket.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const table = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
  const params = new URLSearchParams(location.hash.slice(1));
  const token = params.get("token");
  let socket = null;
  let position = null;      // the last position message
  let prefix = [];          // keys chosen so far in this decision
  let labels = [];          // their labels
  let options = [];         // the options of the current step
  let sending = false;      // a move is on its way: no second click
  let finished = false;     // refused for good (wrong token, unknown table)
  let titleSet = false;
  let lastSent = null;
  let keepFocus = false;    // the chosen option had the focus: give it to the next step's      // the type of the last request ("choices", "move", "undo")

  // what the page shows, for scripts and tests: window.brassTable.position is the last
  // position message; ready is true when the options of the current step are shown
  const view = window.brassTable = { position: null, prefix: [], options: [], ready: false };
  function publish(ready) {
    view.position = position; view.prefix = prefix; view.options = options; view.ready = ready;
    document.body.dataset.number = position ? String(position.number) : "";
    document.body.dataset.ready = ready ? "1" : "0";
  }

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "text") node.textContent = v; else node.setAttribute(k, v);
    }
    for (const child of children) node.append(child);
    return node;
  }

  function send(message) {
    lastSent = message.type;
    publish(false);
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function seatName(seat) { return seat === null || seat === undefined ? "spectator" : "P" + seat; }

  // ----- the board and its targets -------------------------------------------------------
  function clearTargets() {
    for (const node of $("board").querySelectorAll(".web-target, .web-hover")) {
      node.classList.remove("web-target", "web-hover");
      node.removeAttribute("tabindex");
      node.removeAttribute("role");
    }
  }

  function byId(id) {
    try { return $("board").querySelector("#" + CSS.escape(id)); } catch (e) { return null; }
  }

  function markTargets() {
    clearTargets();
    for (const option of options) {
      for (const id of option.targets || []) {
        const node = byId(id);
        if (!node) continue;
        node.classList.add("web-target");
        node.setAttribute("tabindex", "0");
        node.setAttribute("role", "button");
      }
    }
  }

  function hover(targets, on) {
    for (const id of targets || []) {
      const node = byId(id);
      if (node) node.classList.toggle("web-hover", on);
    }
  }

  function boardActivate(event) {
    if (event.type === "keydown" && event.key !== "Enter" && event.key !== " ") return;
    let node = event.target;
    while (node && node !== $("board") && !(node.classList && node.classList.contains("web-target"))) {
      node = node.parentNode;
    }
    if (!node || node === $("board")) return;
    event.preventDefault();
    const found = options.filter((o) => (o.targets || []).includes(node.id));
    if (found.length) choose(found[0]);
  }

  // ----- a decision, step by step ---------------------------------------------------------
  function askChoices() {
    send({ type: "choices", number: position.number, prefix });
  }

  function showSteps() {
    const steps = $("steps");
    steps.replaceChildren(...labels.map((l) => el("span", { class: "step", text: l })));
    $("back").disabled = prefix.length === 0 || sending;
  }

  function showOptions() {
    const box = $("options");
    // keyboard users keep their place: focus moves to the new step's first option
    const hadFocus = box.contains(document.activeElement) || keepFocus;
    keepFocus = false;
    box.replaceChildren();
    for (const option of options) {
      const button = el("button", { type: "button", class: option.move ? "leaf" : "branch",
        "data-key": option.key, text: option.label + (option.move ? "" : " …") });
      button.disabled = sending;
      button.addEventListener("click", () => choose(option));
      button.addEventListener("mouseenter", () => hover(option.targets, true));
      button.addEventListener("mouseleave", () => hover(option.targets, false));
      button.addEventListener("focus", () => hover(option.targets, true));
      button.addEventListener("blur", () => hover(option.targets, false));
      box.append(button);
    }
    showSteps();
    markTargets();
    if (hadFocus && box.firstChild) box.firstChild.focus();
    publish(!sending);
  }

  function choose(option) {
    if (sending || !position) return;
    keepFocus = $("options").contains(document.activeElement);
    if (option.move) { playMove({ move: option.move }); return; }
    prefix = prefix.concat([option.key]);
    labels = labels.concat([option.label]);
    askChoices();
  }

  function playMove(what) {
    sending = true;
    $("error").replaceChildren();
    send(Object.assign({ type: "move", number: position.number }, what));
    showOptions();
  }

  // ----- the fallbacks: every move, and notation ------------------------------------------
  function showMoveList() {
    const list = $("move-list");
    const filter = $("move-filter").value.trim().toLowerCase();
    list.replaceChildren();
    const moves = position ? position.moves : [];
    $("move-count").textContent = String(moves.length);
    if (!$("all-moves").open) return;  // drawn when opened: a long list costs every position
    moves.forEach((item) => {
      if (filter && !item.label.toLowerCase().includes(filter)) return;
      const button = el("button", { type: "button", text: item.label });
      button.addEventListener("click", () => { if (!sending) playMove({ move: item.move }); });
      button.addEventListener("mouseenter", () => hover(item.targets, true));
      button.addEventListener("mouseleave", () => hover(item.targets, false));
      list.append(el("li", {}, button));
    });
  }

  // ----- messages ------------------------------------------------------------------------
  function addEvents(events) {
    const log = $("events");
    for (const event of events) {
      const headline = event.kind === "move" || event.kind === "undo";
      const item = el("li", { class: headline ? "move" : "step" });
      if (headline && event.player !== null && event.player !== undefined) {
        item.append(el("span", { class: "who", text: "P" + event.player }));
      }
      item.append(event.text);
      log.append(item);
    }
    while (log.children.length > 400) log.firstChild.remove();
    log.scrollTop = log.scrollHeight;
  }

  // positions that arrive faster than a frame is drawn: only the last one is drawn, with the
  // events of all of them
  let pending = null;
  let pendingEvents = [];
  function onPosition(message) {
    pendingEvents = pendingEvents.concat(message.events);
    const first = pending === null;
    pending = message;
    if (first) requestAnimationFrame(() => {
      const latest = pending;
      latest.events = pendingEvents;
      pending = null; pendingEvents = [];
      showPosition(latest);
    });
  }

  function showPosition(message) {
    position = message;
    sending = false;
    prefix = []; labels = []; options = [];
    if (!titleSet) { document.title = "brass serve: table " + table; titleSet = true; }
    $("board").innerHTML = message.svg;
    addEvents(message.events);
    const mine = message.seat !== null && message.to_move === message.seat;
    $("who").textContent = "table " + table + " · you are " + seatName(message.seat);
    const status = $("status");
    status.classList.toggle("mine", mine);
    status.textContent = message.over ? "the game is over"
      : mine ? "your turn (move " + (message.number + 1) + ")"
      : seatName(message.to_move) + " is to move" +
        (message.moves.length ? " · you may act out of turn" : "");
    const deciding = message.seat !== null && !message.over;
    $("decision").classList.toggle("hidden", !deciding);
    $("decision-title").textContent = mine ? "Your move" : "Out of turn";
    $("undo").disabled = message.number === 0;
    showMoveList();
    $("error").replaceChildren();
    if (message.moves.length) askChoices(); else showOptions();
    if (message.over) showScores(message.scores || []);
  }

  function onChoices(message) {
    if (!position || message.number !== position.number ||
        JSON.stringify(message.prefix) !== JSON.stringify(prefix)) return;
    options = message.options;
    showOptions();
  }

  function onError(message) {
    // a step asked for in a position the table has left: the new position is on its way
    if (message.code === "stale" && lastSent === "choices") return;
    sending = false;
    const box = $("error");
    box.replaceChildren();
    if (message.rule) box.append(el("span", { class: "rule", text: message.rule }), ": ");
    box.append(message.message);
    if (position) showOptions();
  }

  function showScores(scores) {
    $("scores").classList.remove("hidden");
    $("score-rows").replaceChildren(...scores.map((s, i) =>
      el("tr", {}, el("th", { text: "P" + i + (position.seat === i ? " (you)" : "") }),
         el("td", { text: String(s) }))));
    $("record").setAttribute("href", "/api/tables/" + encodeURIComponent(table) + "/record");
    $("record").setAttribute("download", "brass-" + table + ".json");
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    let url = scheme + "://" + location.host + "/ws/tables/" + encodeURIComponent(table);
    if (token) url += "?token=" + encodeURIComponent(token);
    socket = new WebSocket(url);
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "position") onPosition(message);
      else if (message.type === "choices") onChoices(message);
      else if (message.type === "error") onError(message);
    });
    socket.addEventListener("close", (event) => {
      if (event.code === 4403) { finished = true; $("status").textContent = "this link's seat key is not valid"; }
      else if (event.code === 4404) { finished = true; $("status").textContent = "there is no such table"; }
      if (!finished) { $("status").textContent = "reconnecting…"; setTimeout(connect, 1000); }
    });
  }

  $("back").addEventListener("click", () => {
    if (!prefix.length || sending) return;
    prefix = prefix.slice(0, -1); labels = labels.slice(0, -1); askChoices();
  });
  $("undo").addEventListener("click", () => {
    if (position) { $("error").replaceChildren(); send({ type: "undo", number: position.number }); }
  });
  $("notation").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("notation-text").value.trim();
    if (text && position && !sending) playMove({ text });
  });
  $("move-filter").addEventListener("input", showMoveList);
  $("all-moves").addEventListener("toggle", showMoveList);
  $("board").addEventListener("click", boardActivate);
  $("board").addEventListener("keydown", boardActivate);
  connect();
})();
