## English: the source catalog. Every key here exists in hy, ru and ka too.

## Games

game-bazaar = Bazaar Blot
game-belote = French Belote
game-belote2 = Belote for two
game-coinche = French Coinche
game-toto21 = Toto21
game-durak = Durak
game-about-bazaar = The Armenian Belote: four players in two teams, an auction ("bazaar") for trump, to 301 points.
game-about-belote = French classic Belote: a turned card proposes trump; four players, to 501 points.
game-about-belote2 = Belote for two: the turned-card Belote, head to head, to 101 points.
game-about-coinche = French Coinche: bid from 80 in points, coinche and surcoinche, to 501 points.
game-about-toto21 = A duel to 21 for two: hit, stand or take the blind card, round by round.
game-about-durak = Durak for two: attack, beat or take, and do not be the fool left with cards.

suit-spades = spades
suit-hearts = hearts
suit-diamonds = diamonds
suit-clubs = clubs
strain-no-trump = no-trump
trump = Trump: { $suit }

## Lobby

lobby-table-opened = Table #{ $id }{ $named ->
        [yes] { " " }"{ $name }"
       *[no] {""}
    } opened by { $user }: { $game }, to { $points } { $points ->
        [one] point
       *[other] points
    }{ $stake ->
        [0] {""}
       *[other] , stake { $stake } { $stake ->
            [one] chip
           *[other] chips
        }
    }.
lobby-no-tables = No open tables in this chat. Open one with /blot, /belote, /belote2, /coinche, /toto21 or /durak.
lobby-list-header = Tables in this chat:
lobby-list-row = #{ $id }{ $named ->
        [yes] { " " }{ $name }
       *[no] {""}
    } · { $game } · { $points } { $points ->
        [one] point
       *[other] points
    } · { $playing ->
        [yes] playing
       *[other] { $taken }/{ $seats } seats
    } · opened { $opened }
lobby-joined = { $user } joined.
lobby-join-request = { $user } asks to join. { $creator }, approve or refuse?
lobby-join-refused = Your request to join table #{ $id } was refused.
lobby-begun-without = The game at table #{ $id } began without you: its seats were filled.
lobby-left = { $user } left.
lobby-cancelled = Table #{ $id } was cancelled{ $staked ->
        [yes] ; the stakes are returned.
       *[no] .
    }
lobby-closed-not-started = Closed: nobody started it within { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }.
lobby-closed-idle = Closed: nobody moved for { $hours } { $hours ->
        [one] hour
       *[other] hours
    }. { $staked ->
        [yes] The stakes are returned and the game does not count.
       *[no] The game does not count.
    }
lobby-list-page = Tables { $from }–{ $to } of { $total }, newest first:
lobby-choose-seat = Choose a seat or a partner, or be seated at random.
lobby-starts-duel = { $game } starts: { $first } against { $second }.
lobby-starts-teams = { $game } starts. Teams: { $north } & { $south } against { $east } & { $west }.
lobby-waiting = Waiting for { $count } more { $count ->
        [one] player
       *[other] players
    }.
lobby-bots-fill = Computer players take { $count } empty { $count ->
        [one] seat
       *[other] seats
    }.
lobby-rematch-offered = { $user } offers a rematch.
lobby-rematch-started = The rematch begins!
lobby-settings = Table{ $named ->
        [yes] { " " }"{ $name }"
       *[no] {""}
    }: { $game }
    To { $points } { $points ->
        [one] point
       *[other] points
    } · { $move } s a move{ $minutes ->
        [0] {""}
       *[other] { " · " }{ $minutes } min a game
    }
    Stake: { $stake ->
        [0] none
       *[other] { $stake } { $stake ->
            [one] chip
           *[other] chips
        }
    }
    Joiners: { $approve ->
        [yes] approved by the table's creator
       *[no] join freely
    }

## Buttons

btn-join = Join
btn-leave = Leave
btn-start = Start
btn-start-bots = Start with computer players
btn-approve = Approve
btn-refuse = Refuse
btn-cancel-table = Cancel table
btn-rematch = Rematch
btn-take-seat-back = Take my seat back
btn-show-hand = Show my hand
btn-pass = Pass
btn-coinche = Coinche
btn-surcoinche = Surcoinche
btn-four-sevens = Show four sevens
btn-take-turned = Take
btn-hit = Hit
btn-stand = Stand
btn-blind-card = Blind card
btn-durak-take = Take
btn-let-go = Let them go
btn-random-seat = Random seat
btn-seat = Seat { $seat }
btn-settings = Settings
btn-more-tables = More tables ▸
btn-higher-bids = Higher…
btn-lowest-bids = ◂ Lowest
btn-more-moves = More moves ▸
btn-first-moves = ◂ From the start
setting-name = Table name
setting-points = Points to play to
setting-move-time = Time per move
setting-game-time = Time per game
setting-stake = Stake
setting-approve = Approve joiners
setting-idle = Hours a game may wait for a move before it is closed

## Refusals, shown only to the player who pressed

deny-not-your-turn = It is not your turn: { $user } is to play.
deny-not-at-table = You are not at this table.
deny-stale-button = That button belongs to an earlier move.
deny-seat-taken = Seat { $seat } is taken; pick a free one.
deny-no-such-seat = This table has seats 1 to { $seats } only.
deny-seat-held-by-computer = A computer player holds your seat: press “Take my seat back” first.
deny-player-cannot-cover = { $user } no longer has the { $stake } chips of the stake.
deny-setting-name = A table's name must have 1 to 40 characters.
deny-setting-points = { $game } is played to { $allowed } points.
deny-setting-move-time = The time per move must be 5 to 3600 seconds.
deny-setting-game-time = The time per game must be 1 to 1440 minutes (game=MINUTES).
deny-setting-toto21 = A Toto21 table always has a game clock, and its creator approves the joiner.
deny-setting-rules = Those rule settings belong to another game.
deny-setting-stake = The stake is a whole number of chips from 0 to 1,000,000.
deny-setting-idle = An idle game may be kept 1 to 720 hours (idle=HOURS).
deny-already-open = You already have table #{ $id } waiting for players here: start it, or cancel it, before opening another.
deny-too-many-open = You already have { $limit } { $limit ->
        [one] table
       *[other] tables
    } waiting for players: start or cancel one before opening another.
slow-down = Slow down, please: I will answer you again in a few seconds.
deny-game-still-running = Your game at table #{ $id } is still running: a rematch can be offered once it is over.
deny-rematch-not-started = Your table #{ $id } has not started its game yet: a rematch can be offered once a game is over.
deny-rematch-begun = The rematch has already begun: table #{ $id }.
deny-rematch-asked = You asked for a rematch: it begins once the other players press “Rematch” too.
deny-unknown-button = I do not recognise that button.
deny-lang-admins-only = Only this group's administrators can change its language. To choose your own, write /lang to me in a private chat.
own-language-note = That is the language I use with you; the channel's own is changed by the server's administrators.
leave-confirm = Leave table #{ $id }? A computer will play your seat to the end of the game. { $league ->
        [yes] A league game a computer played in does not count, even if you take your seat back: the fixture is then played again or decided by a referee.
       *[no] { $staked ->
            [yes] Your stake stays in the pot and follows your seat's result, and you can take your seat back while the game lasts.
           *[no] You can take your seat back while the game lasts.
        }
    }
btn-leave-game = Leave the game
turn-player-left = { $user } left the game; a computer plays the seat until it is taken back.
hand-game-over = The game is over.
deny-table-full = This table is full.
deny-already-seated = You are already at this table.
deny-only-creator = Only { $creator }, who opened the table, can do that.
deny-not-enough-chips = You need { $stake } { $stake ->
        [one] chip
       *[other] chips
    } to join; you have { $balance }.
deny-already-started = The game has already started.
deny-no-such-table = There is no table #{ $id } here.
deny-not-waiting = This table is not waiting for players.
deny-nothing-to-do = Nothing to do right now.
deny-setting-unchanged = The table has that setting already.
setting-saved = Saved: table #{ $id } shows the new setting.
deny-not-playing = No game is being played at this table.
deny-already-away = A computer plays your seat already: “I'm back” takes it back.
deny-not-away = You are in your seat already.
deny-bad-argument = That is not how this command is written. Use it like this: { $usage }
deny-usage = Use it like this: { $usage }
deny-not-a-table = "{ $given }" is not a table number: it is the number after # on the table's message.
deny-not-a-seat = "{ $given }" is not a seat: the seats are 1 to 4.
deny-not-a-language = "{ $given }" is not one of my languages: en, hy, ru, ka.
deny-not-a-game = "{ $given }" is not one of the games: blot, belote, belote2, coinche, toto21, durak.
deny-unknown-setting = "{ $given }" is not a setting this command takes.
deny-yes-or-no = { $setting } takes yes or no.
deny-not-a-bid = "{ $given }" is not a bid: give its level as a number, like /bid 16 hearts.
deny-not-a-suit = "{ $given }" is not a suit: spades, hearts, diamonds, clubs or no-trump (or ♠ ♥ ♦ ♣, NT).
deny-no-auction = You have no bid to make here now: /bid works in a Blot auction, on your turn.
deny-unknown-command = Unknown command { $command }. See /help.

## Turns and clocks

turn-yours = Your turn at table #{ $id }.
hand-coming = Your cards for table #{ $id } will appear here.
hand-open-private = { $user }, I cannot write to you yet: open a private chat with me to get your cards.
btn-get-cards = Get my cards
btn-open-table = Open table
turn-to-play = { $user } to play · { $seconds } s a move.
turn-to-bid = { $user } to bid · { $seconds } s a move.
turn-timed-out = { $user } ran out of time, so the move was made for them: { $action }.
turn-bot-holds-seat = { $user } missed three moves in a row; a computer player holds the seat.
turn-player-back = { $user } is back.
turn-player-away = { $user } is away: a computer plays the seat until { $user } is back.
btn-away = I'm away
btn-back = I'm back
btn-hint = 💡 Hint
hint-choice = 💡 Hint: the strong player would choose { $choice }.
hint-values = 💡 Hint: the strong player would choose { $choice }. Worth to your side this deal, guessed from what you see: { $values }.
deny-no-hints = Hints are off at this table.
deny-not-a-level = “{ $value }” is not a level of the computer players: rule or strong.
lobby-settings-ai = Computer players: { $level ->
        [strong] strong
       *[rule] rule-based
    } · hints: { $hints ->
        [yes] on
       *[no] off
    }
setting-ai = Computer players' level
setting-ai-rule = 🤖 Rule-based
setting-ai-strong = 🤖 Strong
setting-hints = Hints
setting-move-secs-button = ⏱ { $seconds } s
turn-game-clock-out = { $user } ran out of game time: the match is lost.

## Chips and stats

chips-balance = You have { $chips } { $chips ->
        [one] chip
       *[other] chips
    }.
chips-daily = Daily top-up: +{ $chips } { $chips ->
        [one] chip
       *[other] chips
    }.
chips-grant = Welcome! Here are { $chips } { $chips ->
        [one] chip
       *[other] chips
    } to start with.
chips-pot = { $stake } { $stake ->
        [one] chip
       *[other] chips
    } from each player are in the pot.
chips-pot-alone = Computer players stake nothing: your { $stake } { $stake ->
        [one] chip comes
       *[other] chips come
    } back to you whatever the result.
chips-wins = The pot of { $chips } { $chips ->
        [one] chip
       *[other] chips
    } goes to { $user }.
stats-top-header = Top players:
stats-top-row = { $rank }. { $user } — { $wins } { $wins ->
        [one] win
       *[other] wins
    } of { $games } { $games ->
        [one] game
       *[other] games
    }
stats-yours = Your games: { $games }, wins: { $wins }, chips: { $chips }.
stats-no-games = No games have been played in this chat yet.

## Blot: the auction

blot-pass = { $user }: pass
blot-bid = { $user }: { $level } { $strain }
blot-bid-kaput = { $user }: kaput in { $strain } ({ $level })
blot-coinche = { $user }: coinche!
blot-surcoinche = { $user }: surcoinche!
blot-four-sevens = { $user } shows four sevens: the deal is void and dealt again.
blot-thrown-in = Everybody passed: the cards are thrown in.
blot-take = { $user } takes the turned card: trump is { $suit }.
blot-name-trump = { $user } names trump: { $suit }.
blot-contract = { $user } plays { $kaput ->
        [yes] kaput ({ $level })
       *[no] { $level }
    } in { $strain }{ $factor ->
        [2] {" "}(coinched, ×2)
        [4] {" "}(surcoinched, ×4)
       *[other] {""}
    }.

## Blot: combinations and tricks

blot-terz = { $user }: terz
blot-fifty = { $user }: fifty
blot-hundred = { $user }: hundred
blot-four = { $user }: four { $rank ->
        [six] sixes
        [seven] sevens
        [eight] eights
        [nine] nines
        [ten] tens
        [jack] jacks
        [queen] queens
        [king] kings
       *[ace] aces
    }
blot-four-eights = { $user }: four eights! Every other player's combinations are annulled.
blot-belote = { $user }: belote
blot-rebelote = { $user }: rebelote
blot-trick = { $user } takes the trick.
team-names = { $first } & { $second }
blot-last-trick = { $user } takes the last trick (+{ $points }).

## Blot: results

blot-made = { $team } made the contract.
blot-down = { $team } went down.
blot-tars-kaput = Reverse kaput! { $team } bid kaput and took no trick: { $winners } win the game.
blot-team-points = { $team }: { $points } { $points ->
        [one] point
       *[other] points
    } ({ $parts })
blot-team-points-rounded = { $team }: { $points } { $points ->
        [one] point
       *[other] points
    } ({ $parts } = { $raw }, rounded to tens)
blot-team-points-rounded-one = { $team }: { $points } { $points ->
        [one] point
       *[other] points
    } ({ $parts }, rounded to tens)
blot-team-no-points = { $team }: 0 points
blot-part-cards = cards { $points }
blot-part-combinations = combinations { $points }
blot-part-belote = belote { $points }
blot-part-bid = contract { $level }{ $factor ->
        [1] {""}
       *[other] {" "}× { $factor }
    }
blot-game-won = { $team } win the game { $margin ->
        [two-nil] 2-0 (Rubicon)
       *[one-nil] 1-0
    }!
score = Score: { $team_a } { $a } : { $b } { $team_b }

## Toto21

toto-dealer = { $user } deals this round.
toto-hit = { $user } takes a card.
toto-stand = { $user } stands on { $total }.
toto-blind = { $user } takes the blind card.
toto-bust = { $user } busts with { $total }.
toto-golden-point = Golden point! { $user } has two aces.
toto-tie-to-dealer = A tie goes to the dealer, { $user }.
toto-double-bust = Both bust: the round is replayed for { $prize } { $prize ->
        [one] point
       *[other] points
    }.
toto-round-won = { $user } wins the round (+{ $points } { $points ->
        [one] point
       *[other] points
    }).
toto-conditions = To { $points } { $points ->
        [one] point
       *[other] points
    } · { $move } s a move · { $minutes } min a game · { $stake ->
        [0] no stake
       *[other] stake { $stake } { $stake ->
            [one] chip
           *[other] chips
        }
    }

## Durak

durak-attack = { $user } attacks with { $card }.
durak-beat = { $user } beats { $attack } with { $defence }.
durak-take = { $user } takes the cards.
durak-let-go = { $user } lets the cards go.
durak-draws = { $user } draws { $count } { $count ->
        [one] card
       *[other] cards
    }.
durak-stock = { $count } { $count ->
        [one] card
       *[other] cards
    } in the stock.
durak-game-won = { $user } wins the game.
durak-draw = Both hands emptied at once: a draw, nobody scores.
match-won = { $user } { $players ->
        [one] wins
       *[other] win
    } the match!

## Screens: the table message and the private hand

screen-title = #{ $id }{ $named ->
        [yes] { " " }{ $name }
       *[no] {""}
    } · { $game }
screen-seat = { $seat }. { $user }
screen-seat-computer = { $seat }. { $user } (computer)
screen-seat-away = { $seat }. { $user } (away: a computer plays)
screen-seat-free = { $seat }. —
screen-awaiting-approval = Asking to join: { $users }
screen-hand = Your hand: { $cards }
screen-hand-empty = You have no cards left.
screen-on-table = On the table: { $cards }
screen-last-trick = Last trick: { $cards }, taken by { $user }
screen-tricks = Tricks: { $team_a } { $a } : { $b } { $team_b }
screen-bidding = Bidding: { $calls }
screen-turned = Turned card: { $card }
screen-score = Score: { $team_a } { $a } : { $b } { $team_b } (to { $points })
screen-dealer = Dealer: { $user }
screen-toto-hand = { $user }: { $cards } ({ $total })
screen-toto-round = Round { $number }, worth { $prize } { $prize ->
        [one] point
       *[other] points
    }
screen-cards-in-hand = { $user }: { $count } { $count ->
        [one] card
       *[other] cards
    } in hand
screen-durak-attacker = { $user } attacks.
screen-game-over = The game is over.
screen-your-move = Your move.
btn-kaput = Kaput { $bid }

## Language

lang-set = Language: { $language }.
lang-choose = Choose a language:

## Help and rules

help =
    Commands:
    /blot — open a Bazaar Blot table
    /belote — open a French Belote table
    /belote2 — open a Belote for two table
    /coinche — open a French Coinche table
    /toto21 — open a Toto21 table
    /durak — open a Durak table
    /tables — the open tables in this chat
    /join ID — join table ID
    /leave — leave your table
    /away — a computer plays your seat until you are back
    /back — take your seat back
    /rematch — offer a rematch
    /balance — your chips
    /top — the best players
    /lang — choose a language
    /rules GAME — a game's rules (blot, belote, belote2, coinche, toto21, durak)
    /settings — your table's settings
    /bid LEVEL SUIT — any bid in a Blot auction, e.g. /bid 16 hearts
rules-bazaar =
    Bazaar Blot: 32 cards (7 to A), four players, partners sit opposite, 8 cards each.
    Auction ("bazaar"): pass or bid a level of at least 8 in a suit or no-trump, each bid higher than the last; kaput (all 8 tricks) is 25 or more. Coinche doubles the opponents' bid, surcoinche doubles again.
    Follow suit; if you cannot, trump higher when you can (unless your partner is winning the trick). Trump order: J 9 A 10 K Q 8 7.
    Combinations before your first card: terz 2, fifty 5, hundred 10, four of a kind 10–20; four 8s annul the others'. Belote-rebelote (trump K+Q) is 2.
    The contract is made when the bidders' points plus combinations reach the bid; else they go down. First team past 300 wins: 2-0 if the losers have 150 or less.
rules-belote =
    French Belote: four players, 5 cards each and one card turned up.
    In turn each may take the turned card (its suit is trump) or pass; in a second round each may name a suit or pass; if nobody takes, the cards are dealt again. Then everyone gets 8 cards.
    Play as in Bazaar Blot. The takers must score more than the others, or all the deal's points go to the others. Game to 501.
rules-belote2 =
    Belote for two: 6 cards each and one turned up; take it or name a suit as in French Belote, then 9 cards each and 9 tricks of two cards.
    Points are counted in tens as in Bazaar Blot. Game to 101.
rules-coinche =
    French Coinche: the pack is only cut between deals; dealing and play go counter-clockwise, 3-3-2.
    Bids start at 80 and rise by 10, kaput (capot: all 8 tricks) is 250; you may pass, bid, coinche or surcoinche.
    Made: bid plus points. Failed: the other team scores 160 plus the bid. Coinche ×2, surcoinche ×4. Game to 501.
rules-toto21 =
    Toto21: two players, 36 cards (6 to A). A counts 11 or 1, K 4, Q 3, J 2, the others their number.
    Each round a random dealer; the other player moves first: hit while below 21, or stand. Over 21 is a bust. The dealer then plays too.
    Higher total wins, a tie goes to the dealer. Both bust: the round is replayed for 2 points. Two aces dealt: golden point, unless the dealer has two aces too.
    Once a round the player (not the dealer) may take a blind card, seen only at the end. First to the table's points wins.
rules-durak =
    Durak: two players, 36 cards (6 to A), 6 each. The bottom card of the stock is shown: its suit is trump.
    Attack with any card; add cards of ranks already on the table. Beat with a higher card of the same suit or with a trump; a trump only by a higher trump.
    Cannot or will not beat: take the cards. All beaten: let them go, and the turn to attack passes. Everyone draws back up to 6.
    Stock and hand empty: you win the game and score a point. First to the table's points wins.

## Engine errors: Blot

err-blot-not-your-turn = It is seat { $expected }'s turn, not seat { $seat }'s.
err-blot-auction-over = The auction is over.
err-blot-auction-not-over = The auction is not over yet.
err-blot-deal-over = The deal is over.
err-blot-wrong-call = { $kind ->
        [pass] A pass
        [bid] A bid ({ $level } { $strain })
        [kaput] A kaput bid ({ $level } { $strain })
        [coinche] A coinche
        [surcoinche] A surcoinche
        [four-sevens] Showing four sevens
        [take] Taking the turned card
        [choose] Naming trump ({ $suit })
       *[other] That call
    } is not a call of this game.
err-blot-bid-too-low = A bid must be at least { $min }.
err-blot-bid-not-higher = A bid must be higher than the last bid ({ $last }).
err-blot-bid-off-step = Bids go up in steps of { $step }.
err-blot-bid-too-high = The highest bid that is not kaput is { $max }.
err-blot-kaput-too-low = A kaput bid must be at least { $min }.
err-blot-kaput-too-high = A kaput bid may be at most { $max }.
err-blot-must-bid-kaput = After a kaput bid every higher bid must be kaput.
err-blot-no-trump-not-allowed = No-trump may not be bid in this game.
err-blot-only-surcoinche-or-pass = After a coinche only surcoinche or pass is allowed.
err-blot-nothing-to-coinche = There is no opponents' bid to coinche.
err-blot-nothing-to-surcoinche = Surcoinche needs a coinche of your own team's bid.
err-blot-cannot-show-four-sevens = Four sevens may only be shown by their holder before his first call.
err-blot-turned-suit-refused = The turned card's suit may not be named in the second round.
err-blot-not-in-hand = { $card } is not in your hand.
err-blot-must-follow-suit = You must follow suit.
err-blot-must-overtrump = You must play a higher trump.
err-blot-must-trump = You must play a trump.
err-blot-too-late-to-announce = Combinations are announced before your first card.
err-blot-no-announcements = This table plays without announcing combinations.
err-blot-not-a-combination = { $cards } is not a combination.
err-blot-card-in-two-combinations = { $card } is used in two announced combinations.
err-blot-combination-not-held = { $card } was not dealt to you.
err-blot-wrong-hand-size = A hand must hold { $expected } cards, not { $found }.
err-blot-card-dealt-twice = { $card } is dealt twice.
err-blot-card-not-in-pack = { $card } is not in this game's pack.
err-blot-turned-card-not-taken = The turned card must be in the taker's hand.
err-blot-hands-not-completed = A deal that is played is recorded with the completed hands.
err-blot-no-such-seat = Seat { $seat } does not exist.

## Engine errors: Toto21

err-toto-match-over = The match is over.
err-toto-no-round = No round is being played: the next round must be dealt first.
err-toto-round-in-play = A round is still being played: it must end before the next deal.
err-toto-not-your-turn = It is seat { $turn }'s turn, not seat { $seat }'s.
err-toto-hit-at-21 = You cannot hit at 21: stand.
err-toto-dealer-blind = The dealer may not take a blind card: only the player may.
err-toto-blind-used = The blind card was already used this round: only one per round.
err-toto-deck-exhausted = No card is left to draw.

## Engine errors: Durak

err-durak-no-points = A match must be played to at least 1 point.
err-durak-not-a-full-deck = The deck must hold each of the 36 cards (6 to ace) exactly once; it holds { $cards }.
err-durak-wrong-first-attacker = Seat { $expected } must attack first.
err-durak-game-in-progress = The current game is not over yet.
err-durak-no-game = No game is being played: the next game must be dealt first.
err-durak-game-over = The game is over.
err-durak-match-over = The match is over.
err-durak-not-your-move = It is seat { $to_move }'s move, not seat { $seat }'s.
err-durak-not-in-hand = { $card } is not in your hand.
err-durak-rank-not-on-table = { $card } cannot be added: an added card must match a rank already on the table.
err-durak-exceeds-defender-hand = { $card } cannot be added: unbeaten attack cards may not outnumber the defender's { $defender_cards } { $defender_cards ->
        [one] card
       *[other] cards
    } in hand.
err-durak-nothing-to-let-go = Lead a card: there is nothing on the table to let go.
err-durak-only-defender = Only the defender may beat or take, while an attack card stands unbeaten.
err-durak-must-beat-or-take = An attack card stands unbeaten: beat it or take.
err-durak-not-unbeaten-attack = { $card } is not an unbeaten attack card on the table.
err-durak-does-not-beat = { $defence } does not beat { $attack }: beat with a higher card of the same suit, or a trump.
err-durak-trump-needs-higher = { $defence } does not beat { $attack }: a trump is beaten only by a higher trump.

## Optional announcements

btn-announce = Announce { $combos }
btn-announce-none = No announcement
combo-run = { $len ->
        [3] terz
        [4] fifty
       *[5] hundred
    } to { $top }
combo-four = four { $rank ->
        [six] sixes
        [seven] sevens
        [eight] eights
        [nine] nines
        [ten] tens
        [jack] jacks
        [queen] queens
        [king] kings
       *[ace] aces
    }
hand-announce-hint = Announcing is optional: choose what to announce before your first card, or just play a card to announce your best combinations.
btn-no-belote = Don't announce belote
btn-open-hand = Lay my hand open
screen-open-hand = Open hand — { $user }: { $cards }
hand-choose-open = You choose the card played from this open hand: { $user }.
hand-laid-open = Your hand is laid open: the opponents choose the cards you play.
setting-open-hand = Open hand allowed: a player may lay his cards open, and the opponents then choose which he plays.
setting-no-trump = No-trump
setting-announcements = Announcements
setting-no-trump-off = No no-trump: every contract names a trump suit.
setting-announcements-off = No announcements: combinations are neither announced nor counted; belote-rebelote still counts.
deny-setting-house-rule = { $game } has no such house rule: French Coinche lets a table turn off no-trump and announcements, French Belote announcements.

# Issue 39: tables belong to their chat.
deny-table-elsewhere = Table #{ $id } belongs to another chat: join it there.
lobby-closed-unattended = Closed: no player held a seat for { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }. { $staked ->
        [yes] The stakes are returned and the game does not count.
       *[no] The game does not count.
    }
deny-too-many-starts = You have started many games in a short time: try again in a few minutes.

# Issue 39: public answers that cannot flood
answered-privately = (Answered to you alone, so as not to flood the chat.)

# Issue 41: the web table's page (web-server)
web-connecting = Connecting…
web-reconnecting = Connection lost: reconnecting…
web-spectator = You are watching this table.
web-your-hand = Your hand
web-trump = Trump
web-contract = Contract
web-bidding = Bidding
web-score = Score
web-tricks = Tricks
web-last-trick = Last trick
web-dealer = Dealer
web-deck = Deck
web-computer = Computer
web-away = Away
web-empty-seat = Free seat
web-time-left = Time left
web-unauthorized = Open this table from Telegram: the page could not tell who you are.
web-no-table = This table does not exist.
web-bad-frame = The page sent something the table cannot read: reload the page.
web-press-failed = That did not go through: try again.
web-sign-in-busy = Too many people are signing in right now: trying again in a moment.
