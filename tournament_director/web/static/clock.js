// The clock page, live: each server-sent event carries the clock as of the server's instant;
// the page counts down from the moment it received it on its own monotonic clock
// (performance.now), never the phone's date, so a phone whose clock is wrong is still right.
"use strict";
(function () {
  var body = document.body;
  var tid = body.dataset.tournament;
  var lang = body.dataset.lang;
  var data = null;
  var received = 0;
  var lastShown = {};

  function $(id) { return document.getElementById(id); }

  function set(id, value) {
    if (lastShown[id] === value) return;
    lastShown[id] = value;
    $(id).textContent = value;
  }

  function show(id, on) { $(id).hidden = !on; }

  function clockText(seconds) {
    seconds = Math.max(0, seconds);
    var h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    return h ? h + ":" + two(m) + ":" + two(s) : two(m) + ":" + two(s);
  }

  function left(ms, elapsed) {
    if (ms === null || ms === undefined) return null;
    return data.running ? Math.max(0, ms - elapsed) : ms;
  }

  function tick() {
    if (!data) return;
    var elapsed = performance.now() - received;
    var time = left(data.time_left_ms, elapsed);
    $("time").classList.toggle("words", !!data.winner);
    if (data.winner) {
      set("time", data.winner_caption || "");
    } else if (time === null) {
      set("time", "--:--");
    } else {
      var seconds = Math.ceil(time / 1000);
      set("time", clockText(seconds));
      var el = $("time");
      el.classList.toggle("hours", seconds >= 3600);
      el.classList.toggle("last-minute", data.running && !data.on_break && seconds <= 60);
      el.classList.toggle("paused", data.status === "paused");
    }
    var toBreak = left(data.next_break_ms, elapsed);
    show("next_break_box", toBreak !== null);
    if (toBreak !== null) set("next_break", clockText(Math.ceil(toBreak / 1000)));
    var late = left(data.late_registration_ms, elapsed);
    show("late_registration_box", late !== null);
    show("chips_box", late === null);
    if (late !== null) set("late_registration", clockText(Math.ceil(late / 1000)));
    // The room's time: the server's, carried forward on the page's own clock.
    var room = new Date(data.server_ms + elapsed + data.utc_offset_min * 60000);
    var hh = room.getUTCHours(), mm = room.getUTCMinutes();
    set("room_time", (hh < 10 ? "0" : "") + hh + ":" + (mm < 10 ? "0" : "") + mm);
  }

  function render(payload) {
    data = payload;
    received = performance.now();
    lastShown = {};
    body.dataset.version = payload.version;
    body.dataset.eventId = payload.event_id;
    body.classList.toggle("on-break", !!payload.on_break);
    set("name", payload.tournament);
    document.title = payload.tournament;
    set("title", payload.winner ? payload.title : payload.title);
    set("flags", payload.winner ? "" : payload.flags);
    $("flags").classList.toggle("warning", !!payload.flags_warning);
    set("blinds", payload.winner ? payload.winner : payload.blinds);
    set("ante", payload.ante);
    show("notice", !!payload.notice);
    set("notice", payload.notice || "");
    var next = payload.next_level;
    show("next_level_box", !!next);
    if (next) {
      set("next_level_caption", next.caption);
      set("next_level", next.blinds);
      set("next_ante", next.ante);
    }
    set("players", payload.players);
    set("average", payload.average);
    set("chips", payload.chips);
    show("re_entries_box", payload.re_entries !== null);
    set("re_entries", payload.re_entries || "");
    show("prize_pool_box", payload.prize_pool !== null);
    set("prize_pool", payload.prize_pool || "");
    show("places_paid_box", payload.places_paid !== null);
    set("places_paid", payload.places_paid || "");
    var runs = $("payouts");
    runs.textContent = "";
    payload.payouts.forEach(function (run) {
      var li = document.createElement("li");
      var place = document.createElement("span");
      place.className = "place";
      place.textContent = run[0];
      var money = document.createElement("span");
      money.className = "money";
      money.textContent = run[1];
      li.appendChild(place);
      li.appendChild(money);
      runs.appendChild(li);
    });
    show("payouts_box", payload.payouts.length > 0);
    announcements(payload.announcements);
    tick();
  }

  // A message longer than its line moves along it (the television's band), at a pace the
  // room reads: its whole length in a time proportional to it.
  function scrollLongLines() {
    var items = $("announcements").children;
    for (var i = 0; i < items.length; i++) {
      var li = items[i];
      if (li.scrollWidth <= li.clientWidth + 2) continue;
      var span = document.createElement("span");
      span.textContent = li.textContent;
      li.textContent = "";
      li.appendChild(span);
      li.classList.add("scrolls");
      span.style.animationDuration = Math.max(8, span.textContent.length / 6) + "s";
    }
  }

  function announcements(texts) {
    var list = $("announcements");
    list.textContent = "";
    texts.forEach(function (words) {
      var li = document.createElement("li");
      li.textContent = words;
      list.appendChild(li);
    });
    show("announcements_box", texts.length > 0);
    scrollLongLines();
  }
  window.addEventListener("resize", function () { if (data) announcements(data.announcements); });

  var offlineTimer = null;
  function offline(on) {
    if (on) {
      if (offlineTimer === null) offlineTimer = setTimeout(function () { show("offline", true); }, 3000);
    } else {
      clearTimeout(offlineTimer);
      offlineTimer = null;
      show("offline", false);
    }
  }

  var url = "/t/" + tid;
  if (window.EventSource) {
    var source = new EventSource(url + "/events?lang=" + lang);
    source.addEventListener("clock", function (event) {
      offline(false);
      render(JSON.parse(event.data));
    });
    source.onopen = function () { offline(false); };
    source.onerror = function () { offline(true); };
  } else {
    var poll = function () {
      var request = new XMLHttpRequest();
      request.open("GET", url + "/clock.json?lang=" + lang);
      request.onload = function () {
        if (request.status === 200) { offline(false); render(JSON.parse(request.responseText)); }
        else offline(true);
      };
      request.onerror = function () { offline(true); };
      request.send();
    };
    poll();
    setInterval(poll, 2000);
  }
  setInterval(tick, 100);
  // The places paid on the television's one row turn their page every few seconds, as on
  // the big screen (the row shows what fits; the next row of places comes up in its place).
  setInterval(function () {
    var row = $("payouts");
    if (row.scrollHeight > row.clientHeight + 2) {
      var next = row.scrollTop + row.clientHeight;
      row.scrollTop = next >= row.scrollHeight - 2 ? 0 : next;
    } else {
      row.scrollTop = 0;
    }
  }, 6000);
})();
