// Card faces drawn as SVG: rank and suit in two corners, a big pip (or the face's letter) in
// the middle. The four suits differ by shape (♠ ♥ ♦ ♣), by colour (hearts and diamonds red,
// spades and clubs black) and by a faint background pattern of their own (spades plain, hearts
// dots, diamonds diagonal lines, clubs a grid), so a grey-scale screen still tells them apart.
// Codes are the core's notation: rank 6 7 8 9 T J Q K A, suit S H D C ("TH" is 10♥).
"use strict";

(function () {
  const SVG = "http://www.w3.org/2000/svg";
  const SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
  const RED = { H: true, D: true };

  // Each suit's pip in a 100 × 100 box.
  const PIPS = {
    S: '<path d="M50 4C35 24 6 40 6 60c0 14 11 22 22 22 9 0 16-4 19-10-1 10-5 18-13 24h32c-8-6-12-14-13-24 3 6 10 10 19 10 11 0 22-8 22-22C94 40 65 24 50 4z"/>',
    H: '<path d="M50 92C20 68 4 50 4 31 4 15 16 5 29 5c10 0 17 6 21 14C54 11 61 5 71 5c13 0 25 10 25 26 0 19-16 37-46 61z"/>',
    D: '<path d="M50 2 88 50 50 98 12 50z"/>',
    C: '<circle cx="50" cy="27" r="19"/><circle cx="27" cy="59" r="19"/><circle cx="73" cy="59" r="19"/>' +
      '<circle cx="50" cy="52" r="10"/><path d="M46 56c0 18-4 30-12 40h32c-8-10-12-22-12-40z"/>',
  };

  // The background pattern of each suit (spades none).
  const PATTERNS = {
    S: "",
    H: '<pattern id="pat-H" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="1.6"/></pattern>',
    D: '<pattern id="pat-D" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="2" height="8"/></pattern>',
    C: '<pattern id="pat-C" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M0 0h10M0 0v10" stroke-width="1.6" fill="none"/></pattern>',
  };

  /** A card code's parts, or null if it is no card ("hit", "a 7H" are not). */
  function parse(code) {
    const m = /^([6-9TJQKA])([SHDC])$/.exec(code || "");
    return m ? { rank: m[1], suit: m[2] } : null;
  }

  /** How a card is written everywhere (the core's `card_text`): "10♥", "A♠". */
  function text(code) {
    const card = parse(code);
    if (!card) return code;
    return (card.rank === "T" ? "10" : card.rank) + SYMBOLS[card.suit];
  }

  function pip(suit, x, y, size) {
    const scale = size / 100;
    return '<g class="pip" transform="translate(' + x + " " + y + ") scale(" + scale + ')">' + PIPS[suit] + "</g>";
  }

  /** The SVG markup of a card's face, 100 × 140 units. */
  function faceMarkup(code) {
    const card = parse(code);
    if (!card) return backMarkup();
    const { rank, suit } = card;
    const shown = rank === "T" ? "10" : rank;
    const colour = RED[suit] ? "red" : "black";
    const corner =
      '<text x="' + (shown.length > 1 ? 5 : 9) + '" y="27" class="rank"' + (shown.length > 1 ? ' textLength="26" lengthAdjust="spacingAndGlyphs"' : "") + ">" + shown + "</text>" +
      pip(suit, 7, 32, 20);
    let middle;
    if (rank === "J" || rank === "Q" || rank === "K") {
      middle = '<text x="50" y="88" class="letter">' + rank + "</text>" + pip(suit, 38, 94, 24);
    } else {
      const size = rank === "A" ? 58 : 46;
      middle = pip(suit, 50 - size / 2, 70 - size / 2, size);
    }
    const pattern = PATTERNS[suit]
      ? '<defs>' + PATTERNS[suit] + '</defs><rect x="6" y="6" width="88" height="128" rx="6" fill="url(#pat-' + suit + ')" class="pattern"/>'
      : "";
    return (
      '<svg xmlns="' + SVG + '" viewBox="0 0 100 140" class="card-face suit-' + suit + " " + colour + '" aria-hidden="true" focusable="false">' +
      '<rect x="1.5" y="1.5" width="97" height="137" rx="9" class="paper"/>' +
      pattern +
      "<g>" + corner + "</g>" +
      '<g transform="rotate(180 50 70)">' + corner + "</g>" +
      middle +
      "</svg>"
    );
  }

  /** The SVG markup of a card's back (a card nobody may see here). */
  function backMarkup() {
    return (
      '<svg xmlns="' + SVG + '" viewBox="0 0 100 140" class="card-back" aria-hidden="true" focusable="false">' +
      '<defs><pattern id="pat-back" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
      '<rect width="12" height="12" class="back-ground"/><rect width="6" height="6" class="back-check"/></pattern></defs>' +
      '<rect x="1.5" y="1.5" width="97" height="137" rx="9" class="paper"/>' +
      '<rect x="8" y="8" width="84" height="124" rx="5" fill="url(#pat-back)"/>' +
      "</svg>"
    );
  }

  /** An element holding a card's face (or back, for null). */
  function element(code, className) {
    const holder = document.createElement("span");
    holder.className = "card" + (className ? " " + className : "");
    holder.innerHTML = code ? faceMarkup(code) : backMarkup();
    return holder;
  }

  window.Cards = { parse, text, faceMarkup, backMarkup, element, SYMBOLS };
})();
