# Leagues (issue 13): seasons, fixtures, standings and ratings.

league-format-roundrobin = round robin
league-format-double = double round robin
league-format-swiss = Swiss system
league-format-ladder = ladder
league-opened-teams = 🏆 League «{ $name }» is open: { $game }, { $format }, { $ladder ->
        [yes] a challenge is played within { $days ->
            [one] { $days } day
           *[other] { $days } days
        }
       *[no] { $days ->
            [one] { $days } day
           *[other] { $days } days
        } a round
    }. Teams of two register with /league team NAME @mate.
league-opened-players = 🏆 League «{ $name }» is open: { $game }, { $format }, { $ladder ->
        [yes] a challenge is played within { $days ->
            [one] { $days } day
           *[other] { $days } days
        }
       *[no] { $days ->
            [one] { $days } day
           *[other] { $days } days
        } a round
    }. Register with /league join.
league-joined = { $name } joined the league «{ $league }».
league-team-invited = { $captain } asks { $partner } to play in the league «{ $league }» as the team «{ $team }». { $partner }, press Accept.
league-btn-accept = ✅ Accept
league-team-registered = The team «{ $team }» ({ $members }) is registered in the league «{ $league }».
league-started = 🏁 The league «{ $name }» has begun: { $entrants } entrants, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    } of { $days ->
        [one] { $days } day
       *[other] { $days } days
    }. Press Play or type /league play for your fixture.
league-started-ladder = 🏁 The ladder «{ $name }» has begun with { $entrants } entrants. Challenge someone above you with /league challenge PLACE; a challenge is played within { $days ->
        [one] { $days } day
       *[other] { $days } days
    }.
league-btn-play = ▶ Play my fixture
league-btn-fixtures = 📅 Fixtures
league-fixture-opened = League «{ $league }»{ $round ->
        [0] , a challenge
       *[other] , round { $round }
    }: { $home } against { $away } at table #{ $table }. Only the fixture's players may sit.
league-played-two-nil = League «{ $league }»: { $winner } beat { $loser } 2–0 (Rubicon), { $winner_points } to { $loser_points }.
league-played-one-nil = League «{ $league }»: { $winner } beat { $loser } 1–0, { $winner_points } to { $loser_points }.
league-played-win = League «{ $league }»: { $winner } beat { $loser }, { $winner_points } to { $loser_points }.
league-played-tars-kaput = The game ended on a reverse kaput (tars kaput) won by { $winner }.
league-not-counted = This game does not count for the league «{ $league }»: a computer played a seat. Play the fixture again with /league play.
league-challenged = Ladder «{ $league }»: { $challenger } challenges { $challenged }; play by { $deadline } with /league play.
league-standings-title = 🏆 { $name } — { $game }
league-standings-round = Round { $round }
league-standings-registration = Registration is open.
league-standings-finished = The season is over.
league-standings-empty = No entrants yet.
league-standings-legend = P played · W won · L lost · R Rubicons for:against · pts league points · ± game points difference
league-standings-row = { $place }. { $name } — P { $played } · W { $won } · L { $lost } · R { $rfor }:{ $ragainst } · { $points } pts · { $diff }
league-ladder-title = Ladder places:
league-ladder-row = { $place }. { $name }
league-fixtures-title = 📅 { $name }, round { $round } — until { $deadline }
league-fixtures-none = No fixtures to show.
league-fixture-row-open = { $home } – { $away }: to play
league-fixture-row-table = { $home } – { $away }: playing at table #{ $table }
league-fixture-row-played = { $home } { $home_points } : { $away_points } { $away }
league-fixture-bye = { $name } sits this round out.
league-me = { $entrant } in the league «{ $league }»: place { $place } of { $of }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
league-me-not-entered = You are not registered in the league «{ $league }».
league-me-next = Next: against { $opponent }, round { $round }, by { $deadline }.
league-me-rating = { $game }: rating { $rating } ± { $deviation } after { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
league-me-unrated = No rated games yet.
rating-top-title = 🏅 Ratings in { $game }
rating-top-row = { $place }. { $name } — { $rating } ± { $deviation } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
rating-top-empty = Nobody in this chat has a rating in this game yet.
league-deny-fixture-table = Your fixture is already at table #{ $table }.
league-deny-no-league = There is no such league here. An administrator opens one with /league new NAME game=GAME.
league-deny-format = "{ $given }" is not a league format: roundrobin, double, swiss or ladder.
league-deny-partner = "{ $given }" is not a partner: mention your partner, like @name.
league-deny-name = A name must have 1 to 40 characters.
league-deny-days = A round lasts 1 to 60 days.
league-deny-rounds = Too many rounds: at most { $max }.
league-deny-reach = A ladder challenge reaches 1 to 10 places up.
league-deny-not-admin = Only the chat's administrators may do that.
league-deny-not-organiser = Only the league's organiser or an administrator may do that.
league-deny-registration-closed = Registration for this league is closed.
league-deny-not-running = The league's season has not started yet.
league-deny-already-entered = You are already registered in this league.
league-deny-name-taken = That name is already taken in this league.
league-deny-teams-only = This league is for teams of two: /league team NAME @mate.
league-deny-players-only = This league is for single players: /league join.
league-deny-own-partner = You cannot be your own partner.
league-deny-partner-taken = That player is already in a team of this league.
league-deny-no-invite = That invitation is no longer open.
league-deny-not-your-invite = That invitation is for someone else.
league-deny-full = This league is full.
league-deny-too-few = A league needs at least two entrants to start.
league-deny-no-fixture = There is no such fixture.
league-deny-not-your-fixture = Only the fixture's players may do that.
league-deny-already-played = That fixture has already been played.
league-deny-nothing-to-play = You have no fixture to play now.
league-deny-computer-seat = A league game is played by its players only: no computer may take a seat.
league-deny-wrong-players = The players at the table are not the fixture's.
league-deny-no-winner = The game had no winner.
league-deny-not-a-ladder = Challenges are only for ladder leagues.
league-deny-out-of-reach = You may challenge only someone at most { $reach ->
        [one] { $reach } place
       *[other] { $reach } places
    } above you.
league-deny-challenge-open = A challenge is already open: play it first.
league-deny-not-entered = You are not registered in this league.
league-deny-not-referee = Only the league's referees may do that.
league-deny-no-reason = A decision needs a reason: write it after the fixture.
league-deny-not-played = That fixture has no result to annul.
league-referee-named = { $referee } is now a referee of the league «{ $league }».
league-ruled-award = League «{ $league }», { $home } – { $away }: the referee { $by } awards the fixture to { $winner }. Reason: { $reason }
league-ruled-annul = League «{ $league }», { $home } – { $away }: the referee { $by } annuls the result; the fixture is to be played again. Reason: { $reason }
league-ruled-replay = League «{ $league }», { $home } – { $away }: the referee { $by } orders a replay. Reason: { $reason }
league-ruled-forfeit = League «{ $league }», { $home } – { $away }: the deadline passed with only one side at the table. Won by forfeit: { $winner }.
league-log-title = 📜 Referees' decisions in «{ $name }»:
league-log-empty = No referee's decision yet.
league-description = Leagues: new, join, team, leave, start, play, standings, fixtures, me, referee, log
league-forfeited = League «{ $league }»: the deadline passed; { $loser } never came to the table, so { $winner } wins by forfeit.
league-overdue = League «{ $league }»: fixture #{ $number } { $home } – { $away } was not played by its deadline; a referee decides (/league award, /league replay).
league-deny-season-not-over = The season is not over: end it first with /league end.
league-season-ended = League «{ $league }»: season { $season } is over; its standings are kept in /league history. Champion: { $champion }.
league-season-opened = League «{ $league }»: season { $season } takes registrations; last season's entrants stay registered. /league start begins it.
league-history-title = 📚 «{ $name }»: past seasons
league-history-season = Season { $season }, ended { $ended }:
league-history-empty = No season has ended yet.
league-deny-conditions-fixed = A league table is played under the league's conditions: they cannot be changed.
league-export-title = 📄 «{ $name }»: the season's results and standings (CSV).
league-export-game = 🃏 «{ $name }», fixture #{ $fixture } (round { $round }): { $home } – { $away }. The game as a Blot record: check it with cards replay.
league-deny-league-under-way = This chat already has a league under way: end its season with /league end before opening another here (or open the new league in another chat).
league-deny-season-over = This season is over. The organiser opens the next one with /league season.
league-deny-not-a-side = The side is 1 (the fixture's first-named) or 2 (its second-named): /league award FIXTURE 1|2 REASON.
league-withdraw-confirm = League «{ $league }»: withdrawing { $name } cannot be undone. { $fixtures ->
        [0] There is no fixture left to play.
        [one] The { $fixtures } fixture left to play will be awarded to the opponent as a forfeit.
       *[other] The { $fixtures } fixtures left to play will be awarded to the opponents as forfeits.
    } Results already played stand; { $name } will be listed after everyone still in the league. To confirm, type { $command }
league-withdrawn = League «{ $league }»: { $name } has withdrawn.
league-removed = League «{ $league }»: the organiser has removed { $name }.
league-withdrawn-forfeits = { $forfeits ->
        [one] { $forfeits } fixture left to play is awarded to the opponent as a forfeit.
       *[other] { $forfeits } fixtures left to play are awarded to the opponents as forfeits.
    }
league-standings-withdrawn = 🚫 withdrawn
league-deny-no-such-place = There is no such place: places are numbered from 1, as the standings show them.
league-deny-own-place = You cannot challenge yourself: challenge someone above you.
league-deny-subcommand = "{ $given }" is not a /league command.
league-help = League commands:
    { $usages }
league-deny-no-such-season = There is no such season: /league history lists the seasons that ended; /league export alone sends the current one.
league-deny-removal-not-asked = There is nothing to confirm at that place: the places may have changed since. Type /league remove with the place again to see who is there now.
league-deny-all-played = Every fixture of this season is played for this entrant: nothing is left to forfeit, so the place in the standings stands and there is nothing to withdraw from. To stay out of the next season, withdraw (or be removed) once it opens for registration.
league-deny-already-withdrawn = The entrant at that place has already withdrawn from the league: there is nobody there to remove.
league-deny-not-captain = Only the team's captain (the one who registered the team) can withdraw it; the league's organiser can remove it with /league remove.

# Issue 39 (fair deals, closed doors): one league export a minute per chat.
league-export-too-soon = This chat had a league export less than a minute ago: ask again in { $seconds } { $seconds ->
        [one] second
       *[other] seconds
    }.
