// The lobby: pick a game, its options and the seats; create the table; show its links.
"use strict";
(function () {
  const KINDS = [["person", "a person"], ["random", "bot: random"], ["greedy", "bot: greedy"],
                 ["mcts", "bot: search (MCTS)"]];
  const $ = (id) => document.getElementById(id);
  let games = [];

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "text") node.textContent = v; else node.setAttribute(k, v);
    }
    for (const child of children) node.append(child);
    return node;
  }

  function current() { return games.find((g) => g.name === $("game").value); }

  function fillPlayers() {
    const game = current();
    const select = $("players");
    const before = Number(select.value) || 2;
    select.replaceChildren();
    for (let n = game.min_players; n <= game.max_players; n++) {
      select.append(el("option", { value: String(n), text: String(n) }));
    }
    select.value = String(Math.min(Math.max(before, game.min_players), game.max_players));
    fillOptions();
    fillSeats();
  }

  function fillOptions() {
    const box = $("options");
    box.replaceChildren();
    for (const option of current().options) {
      const id = "option-" + option.name;
      if (option.choices.length === 2 && option.choices.every((c) => typeof c === "boolean")) {
        const input = el("input", { type: "checkbox", id, "data-option": option.name });
        input.checked = option.default === true;
        box.append(el("label", { title: option.help }, input, option.name + ": " + option.help));
      } else {
        const select = el("select", { id, "data-option": option.name });
        for (const choice of option.choices) {
          select.append(el("option", { value: JSON.stringify(choice), text: String(choice) }));
        }
        select.value = JSON.stringify(option.default);
        box.append(el("label", { title: option.help }, option.name + " ", select));
      }
    }
  }

  function fillSeats() {
    const box = $("seats");
    const players = Number($("players").value);
    const kept = [...box.querySelectorAll("select")].map((s) => s.value);
    box.replaceChildren();
    for (let i = 0; i < players; i++) {
      const select = el("select", { id: "seat-" + i, "aria-label": "seat P" + i });
      for (const [value, label] of KINDS) select.append(el("option", { value, text: label }));
      select.value = kept[i] || (i === 0 ? "person" : "greedy");
      box.append(el("label", {}, "P" + i + " ", select));
    }
  }

  function body() {
    const out = { game: $("game").value, players: Number($("players").value), options: {},
                  seats: [] };
    for (const input of $("options").querySelectorAll("[data-option]")) {
      out.options[input.dataset.option] = input.type === "checkbox" ? input.checked
        : JSON.parse(input.value);
    }
    for (const select of $("seats").querySelectorAll("select")) {
      out.seats.push(select.value === "person" ? { kind: "person" }
        : { kind: "bot", agent: select.value });
    }
    if ($("seed").value !== "") out.seed = Number($("seed").value);
    return out;
  }

  async function create(event) {
    event.preventDefault();
    $("lobby-error").textContent = "";
    const answer = await fetch("/api/tables", { method: "POST",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(body()) });
    const data = await answer.json();
    if (!answer.ok) { $("lobby-error").textContent = data.error + ": " + data.message; return; }
    const links = $("links");
    links.replaceChildren();
    for (const seat of data.seats) {
      if (!seat.token) continue;
      const url = location.origin + "/table/" + data.table + "#seat=" + seat.seat +
        "&token=" + encodeURIComponent(seat.token);
      const copy = el("button", { type: "button", text: "copy" });
      copy.addEventListener("click", () => navigator.clipboard && navigator.clipboard.writeText(url));
      links.append(el("li", {}, "P" + seat.seat + ": ",
        el("a", { href: url, class: "seat-link", "data-seat": String(seat.seat), text: url }), " ", copy));
    }
    links.append(el("li", {}, "Spectators: ",
      el("a", { href: data.spectate, class: "spectate-link", text: data.spectate })));
    $("created").classList.remove("hidden");
  }

  async function start() {
    games = await (await fetch("/api/games")).json();
    for (const game of games) $("game").append(el("option", { value: game.name, text: game.title }));
    $("game").addEventListener("change", fillPlayers);
    $("players").addEventListener("change", fillSeats);
    $("setup").addEventListener("submit", create);
    fillPlayers();
  }
  start();
})();
