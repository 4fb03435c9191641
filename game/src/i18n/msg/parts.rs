//! Each phrase's catalog key and Fluent arguments.

use super::Msg;
use crate::blot::Margin;
use crate::i18n::Game;
use crate::i18n::arg::{
    Arg, game, game_name_key, num, rank_code, strain, suit, suit_key, text, yes_no,
};

impl<'a> Msg<'a> {
    /// The key and the arguments.
    pub(in crate::i18n) fn parts(&self) -> (&'static str, Vec<(&'static str, Arg<'a>)>) {
        use Msg::*;
        match *self {
            GameName(g) => (game_name_key(g), vec![]),
            GameAbout(g) => (
                match g {
                    Game::Bazaar => "game-about-bazaar",
                    Game::Belote => "game-about-belote",
                    Game::Belote2 => "game-about-belote2",
                    Game::Coinche => "game-about-coinche",
                    Game::Toto21 => "game-about-toto21",
                    Game::Durak => "game-about-durak",
                },
                vec![],
            ),
            SuitName(s) => (suit_key(s), vec![]),
            NoTrump => ("strain-no-trump", vec![]),

            TableOpened {
                id,
                name,
                user,
                game: g,
                points,
                stake,
            } => (
                "lobby-table-opened",
                vec![
                    ("id", num(id)),
                    ("name", text(name.unwrap_or_default())),
                    ("named", yes_no(name.is_some())),
                    ("user", text(user)),
                    ("game", game(g)),
                    ("points", num(points)),
                    ("stake", num(stake)),
                ],
            ),
            NoOpenTables => ("lobby-no-tables", vec![]),
            TableListHeader => ("lobby-list-header", vec![]),
            TableListRow {
                id,
                name,
                game: g,
                points,
                taken,
                seats,
                playing,
                opened,
            } => (
                "lobby-list-row",
                vec![
                    ("id", num(id)),
                    ("name", text(name.unwrap_or_default())),
                    ("named", yes_no(name.is_some())),
                    ("game", game(g)),
                    ("points", num(points)),
                    ("taken", num(taken)),
                    ("seats", num(seats)),
                    ("playing", text(if playing { "yes" } else { "no" })),
                    ("opened", text(opened)),
                ],
            ),
            PlayerJoined { user } => ("lobby-joined", vec![("user", text(user))]),
            JoinRequested { user, creator } => (
                "lobby-join-request",
                vec![("user", text(user)), ("creator", text(creator))],
            ),
            JoinRefused { id } => ("lobby-join-refused", vec![("id", num(id))]),
            BegunWithout { id } => ("lobby-begun-without", vec![("id", num(id))]),
            PlayerLeft { user } => ("lobby-left", vec![("user", text(user))]),
            TableCancelled { id, staked } => (
                "lobby-cancelled",
                vec![("id", num(id)), ("staked", yes_no(staked))],
            ),
            TableClosedNotStarted { minutes } => {
                ("lobby-closed-not-started", vec![("minutes", num(minutes))])
            }
            TableClosedIdle { hours, staked } => (
                "lobby-closed-idle",
                vec![("hours", num(hours)), ("staked", yes_no(staked))],
            ),
            TableClosedUnattended { minutes, staked } => (
                "lobby-closed-unattended",
                vec![("minutes", num(minutes)), ("staked", yes_no(staked))],
            ),
            TableListPage { from, to, total } => (
                "lobby-list-page",
                vec![("from", num(from)), ("to", num(to)), ("total", num(total))],
            ),
            BtnMoreTables => ("btn-more-tables", vec![]),
            BtnHigherBids => ("btn-higher-bids", vec![]),
            BtnMoreMoves => ("btn-more-moves", vec![]),
            BtnFirstMoves => ("btn-first-moves", vec![]),
            BtnLowestBids => ("btn-lowest-bids", vec![]),
            ChooseSeat => ("lobby-choose-seat", vec![]),
            GameStartsDuel {
                game: g,
                first,
                second,
            } => (
                "lobby-starts-duel",
                vec![
                    ("game", game(g)),
                    ("first", text(first)),
                    ("second", text(second)),
                ],
            ),
            GameStartsTeams {
                game: g,
                north,
                south,
                east,
                west,
            } => (
                "lobby-starts-teams",
                vec![
                    ("game", game(g)),
                    ("north", text(north)),
                    ("south", text(south)),
                    ("east", text(east)),
                    ("west", text(west)),
                ],
            ),
            WaitingForPlayers { count } => ("lobby-waiting", vec![("count", num(count))]),
            BotsFillSeats { count } => ("lobby-bots-fill", vec![("count", num(count))]),
            RematchOffered { user } => ("lobby-rematch-offered", vec![("user", text(user))]),
            RematchStarted => ("lobby-rematch-started", vec![]),
            TableSettings {
                name,
                game: g,
                points,
                move_seconds,
                game_minutes,
                stake,
                approve_joiners,
            } => (
                "lobby-settings",
                vec![
                    ("name", text(name.unwrap_or_default())),
                    ("named", yes_no(name.is_some())),
                    ("game", game(g)),
                    ("points", num(points)),
                    ("move", num(move_seconds)),
                    ("minutes", num(game_minutes)),
                    ("stake", num(stake)),
                    ("approve", yes_no(approve_joiners)),
                ],
            ),

            BtnJoin => ("btn-join", vec![]),
            BtnLeave => ("btn-leave", vec![]),
            BtnStart => ("btn-start", vec![]),
            BtnStartWithBots => ("btn-start-bots", vec![]),
            BtnApprove => ("btn-approve", vec![]),
            BtnRefuse => ("btn-refuse", vec![]),
            BtnCancelTable => ("btn-cancel-table", vec![]),
            BtnRematch => ("btn-rematch", vec![]),
            BtnTakeSeatBack => ("btn-take-seat-back", vec![]),
            BtnShowHand => ("btn-show-hand", vec![]),
            BtnPass => ("btn-pass", vec![]),
            BtnCoinche => ("btn-coinche", vec![]),
            BtnSurcoinche => ("btn-surcoinche", vec![]),
            BtnShowFourSevens => ("btn-four-sevens", vec![]),
            BtnTakeTurned => ("btn-take-turned", vec![]),
            BtnHit => ("btn-hit", vec![]),
            BtnStand => ("btn-stand", vec![]),
            BtnBlindCard => ("btn-blind-card", vec![]),
            BtnDurakTake => ("btn-durak-take", vec![]),
            BtnLetGo => ("btn-let-go", vec![]),
            BtnRandomSeat => ("btn-random-seat", vec![]),
            BtnSeat { seat } => ("btn-seat", vec![("seat", num(seat))]),
            BtnSettings => ("btn-settings", vec![]),
            SettingName => ("setting-name", vec![]),
            SettingPoints => ("setting-points", vec![]),
            SettingMoveTime => ("setting-move-time", vec![]),
            SettingGameTime => ("setting-game-time", vec![]),
            SettingStake => ("setting-stake", vec![]),
            SettingApproveJoiners => ("setting-approve", vec![]),
            SettingIdleHours => ("setting-idle", vec![]),

            DenyNotYourTurn { user } => ("deny-not-your-turn", vec![("user", text(user))]),
            DenyNotAtTable => ("deny-not-at-table", vec![]),
            DenyStaleButton => ("deny-stale-button", vec![]),
            DenyTableFull => ("deny-table-full", vec![]),
            DenySeatTaken { seat } => ("deny-seat-taken", vec![("seat", num(seat))]),
            DenyNoSuchSeat { seats } => ("deny-no-such-seat", vec![("seats", num(seats))]),
            DenySeatHeldByComputer => ("deny-seat-held-by-computer", vec![]),
            DenySettingName => ("deny-setting-name", vec![]),
            DenySettingPoints { game: g, allowed } => (
                "deny-setting-points",
                vec![("game", game(g)), ("allowed", text(allowed))],
            ),
            DenySettingHouseRule { game: g } => {
                ("deny-setting-house-rule", vec![("game", game(g))])
            }
            DenySettingMoveTime => ("deny-setting-move-time", vec![]),
            DenySettingGameTime => ("deny-setting-game-time", vec![]),
            DenySettingToto21 => ("deny-setting-toto21", vec![]),
            DenySettingRules => ("deny-setting-rules", vec![]),
            DenySettingStake => ("deny-setting-stake", vec![]),
            DenyPlayerCannotCover { user, stake } => (
                "deny-player-cannot-cover",
                vec![("user", text(user)), ("stake", num(stake))],
            ),
            DenySettingIdle => ("deny-setting-idle", vec![]),
            DenyAlreadyOpen { id } => ("deny-already-open", vec![("id", num(id))]),
            DenyTooManyOpen { limit } => ("deny-too-many-open", vec![("limit", num(limit))]),
            SlowDown => ("slow-down", vec![]),
            DenyGameStillRunning { id } => ("deny-game-still-running", vec![("id", num(id))]),
            DenyRematchNotStarted { id } => ("deny-rematch-not-started", vec![("id", num(id))]),
            DenyRematchBegun { id } => ("deny-rematch-begun", vec![("id", num(id))]),
            DenyRematchAsked => ("deny-rematch-asked", vec![]),
            DenyUnknownButton => ("deny-unknown-button", vec![]),
            DenyLanguageAdminsOnly => ("deny-lang-admins-only", vec![]),
            OwnLanguageNote => ("own-language-note", vec![]),
            LeaveConfirm { id, stake, league } => (
                "leave-confirm",
                vec![
                    ("id", num(id)),
                    ("staked", yes_no(stake)),
                    ("league", yes_no(league)),
                ],
            ),
            BtnLeaveGame => ("btn-leave-game", vec![]),
            PlayerLeftGame { user } => ("turn-player-left", vec![("user", text(user))]),
            HandGameOver => ("hand-game-over", vec![]),
            DenyAlreadySeated => ("deny-already-seated", vec![]),
            DenyOnlyCreator { creator } => ("deny-only-creator", vec![("creator", text(creator))]),
            DenyNotEnoughChips { stake, balance } => (
                "deny-not-enough-chips",
                vec![("stake", num(stake)), ("balance", num(balance))],
            ),
            DenyAlreadyStarted => ("deny-already-started", vec![]),
            DenyNoSuchTable { id } => ("deny-no-such-table", vec![("id", num(id))]),
            DenyTableElsewhere { id } => ("deny-table-elsewhere", vec![("id", num(id))]),
            DenyTooManyStarts => ("deny-too-many-starts", vec![]),
            DenyNotWaiting => ("deny-not-waiting", vec![]),
            DenyNothingToDo => ("deny-nothing-to-do", vec![]),
            DenySettingUnchanged => ("deny-setting-unchanged", vec![]),
            SettingSaved { id } => ("setting-saved", vec![("id", num(id))]),
            DenyNotPlaying => ("deny-not-playing", vec![]),
            DenyAlreadyAway => ("deny-already-away", vec![]),
            DenyNotAway => ("deny-not-away", vec![]),
            DenyBadArgument { usage } => ("deny-bad-argument", vec![("usage", text(usage))]),
            DenyUnknownCommand { command } => {
                ("deny-unknown-command", vec![("command", text(command))])
            }
            DenyUsage { usage } => ("deny-usage", vec![("usage", text(usage))]),
            DenyNotATable { given } => ("deny-not-a-table", vec![("given", text(given))]),
            DenyNotASeat { given } => ("deny-not-a-seat", vec![("given", text(given))]),
            DenyNotALanguage { given } => ("deny-not-a-language", vec![("given", text(given))]),
            DenyNotAGame { given } => ("deny-not-a-game", vec![("given", text(given))]),
            DenyUnknownSetting { given } => ("deny-unknown-setting", vec![("given", text(given))]),
            DenyYesOrNo { setting } => ("deny-yes-or-no", vec![("setting", text(setting))]),
            DenyNotABid { given } => ("deny-not-a-bid", vec![("given", text(given))]),
            DenyNotASuit { given } => ("deny-not-a-suit", vec![("given", text(given))]),
            DenyNoAuction => ("deny-no-auction", vec![]),

            YourTurn { id } => ("turn-yours", vec![("id", num(id))]),
            HandComing { id } => ("hand-coming", vec![("id", num(id))]),
            OpenPrivateChat { user } => ("hand-open-private", vec![("user", text(user))]),
            BtnGetCards => ("btn-get-cards", vec![]),
            BtnOpenTable => ("btn-open-table", vec![]),
            ToPlay { user, seconds } => (
                "turn-to-play",
                vec![("user", text(user)), ("seconds", num(seconds))],
            ),
            ToBid { user, seconds } => (
                "turn-to-bid",
                vec![("user", text(user)), ("seconds", num(seconds))],
            ),
            MoveTimedOut { user, action } => (
                "turn-timed-out",
                vec![("user", text(user)), ("action", text(action))],
            ),
            BotHoldsSeat { user } => ("turn-bot-holds-seat", vec![("user", text(user))]),
            PlayerBack { user } => ("turn-player-back", vec![("user", text(user))]),
            PlayerAway { user } => ("turn-player-away", vec![("user", text(user))]),
            BtnAway => ("btn-away", vec![]),
            BtnBack => ("btn-back", vec![]),
            BtnHint => ("btn-hint", vec![]),
            HintChoice { choice } => ("hint-choice", vec![("choice", text(choice))]),
            HintValues { choice, values } => (
                "hint-values",
                vec![("choice", text(choice)), ("values", text(values))],
            ),
            DenyNoHints => ("deny-no-hints", vec![]),
            SettingsComputers { strong, hints } => (
                "lobby-settings-ai",
                vec![
                    ("level", text(if strong { "strong" } else { "rule" })),
                    ("hints", yes_no(hints)),
                ],
            ),
            SettingAiRule => ("setting-ai-rule", vec![]),
            SettingAiStrong => ("setting-ai-strong", vec![]),
            SettingAi => ("setting-ai", vec![]),
            SettingHints => ("setting-hints", vec![]),
            SettingMoveSecsButton { seconds } => {
                ("setting-move-secs-button", vec![("seconds", num(seconds))])
            }
            DenyNotALevel { value } => ("deny-not-a-level", vec![("value", text(value))]),
            GameClockOut { user } => ("turn-game-clock-out", vec![("user", text(user))]),

            Balance { chips } => ("chips-balance", vec![("chips", num(chips))]),
            DailyTopUp { chips } => ("chips-daily", vec![("chips", num(chips))]),
            StartingGrant { chips } => ("chips-grant", vec![("chips", num(chips))]),
            StakesInPot { stake } => ("chips-pot", vec![("stake", num(stake))]),
            StakeAlone { stake } => ("chips-pot-alone", vec![("stake", num(stake))]),
            WinsChips { user, chips } => (
                "chips-wins",
                vec![("user", text(user)), ("chips", num(chips))],
            ),
            LeaderboardHeader => ("stats-top-header", vec![]),
            LeaderboardRow {
                rank,
                user,
                wins,
                games,
            } => (
                "stats-top-row",
                vec![
                    ("rank", num(rank)),
                    ("user", text(user)),
                    ("wins", num(wins)),
                    ("games", num(games)),
                ],
            ),
            Stats { games, wins, chips } => (
                "stats-yours",
                vec![
                    ("games", num(games)),
                    ("wins", num(wins)),
                    ("chips", num(chips)),
                ],
            ),
            NoGamesYet => ("stats-no-games", vec![]),

            CallPass { user } => ("blot-pass", vec![("user", text(user))]),
            CallBid {
                user,
                level,
                strain: s,
            } => (
                "blot-bid",
                vec![
                    ("user", text(user)),
                    ("level", num(level)),
                    ("strain", strain(s)),
                ],
            ),
            CallKaput {
                user,
                level,
                strain: s,
            } => (
                "blot-bid-kaput",
                vec![
                    ("user", text(user)),
                    ("level", num(level)),
                    ("strain", strain(s)),
                ],
            ),
            CallCoinche { user } => ("blot-coinche", vec![("user", text(user))]),
            CallSurcoinche { user } => ("blot-surcoinche", vec![("user", text(user))]),
            CallFourSevens { user } => ("blot-four-sevens", vec![("user", text(user))]),
            ThrownIn => ("blot-thrown-in", vec![]),
            CallTake { user, suit: s } => {
                ("blot-take", vec![("user", text(user)), ("suit", suit(s))])
            }
            CallNameTrump { user, suit: s } => (
                "blot-name-trump",
                vec![("user", text(user)), ("suit", suit(s))],
            ),
            Contract {
                user,
                level,
                strain: s,
                kaput,
                factor,
            } => (
                "blot-contract",
                vec![
                    ("user", text(user)),
                    ("level", num(level)),
                    ("strain", strain(s)),
                    ("kaput", yes_no(kaput)),
                    ("factor", num(factor)),
                ],
            ),
            AnnounceTerz { user } => ("blot-terz", vec![("user", text(user))]),
            AnnounceFifty { user } => ("blot-fifty", vec![("user", text(user))]),
            AnnounceHundred { user } => ("blot-hundred", vec![("user", text(user))]),
            AnnounceFour { user, rank } => (
                "blot-four",
                vec![("user", text(user)), ("rank", text(rank_code(rank)))],
            ),
            AnnounceFourEights { user } => ("blot-four-eights", vec![("user", text(user))]),
            Belote { user } => ("blot-belote", vec![("user", text(user))]),
            Rebelote { user } => ("blot-rebelote", vec![("user", text(user))]),
            TrickWon { user } => ("blot-trick", vec![("user", text(user))]),
            TeamNames { first, second } => (
                "team-names",
                vec![("first", text(first)), ("second", text(second))],
            ),
            LastTrick { user, points } => (
                "blot-last-trick",
                vec![("user", text(user)), ("points", num(points))],
            ),
            DealMade { team } => ("blot-made", vec![("team", text(team))]),
            DealDown { team } => ("blot-down", vec![("team", text(team))]),
            TarsKaput { team, winners } => (
                "blot-tars-kaput",
                vec![("team", text(team)), ("winners", text(winners))],
            ),
            DealTeamPoints {
                team,
                points,
                parts,
            } => (
                "blot-team-points",
                vec![
                    ("team", text(team)),
                    ("points", num(points)),
                    ("parts", text(parts)),
                ],
            ),
            DealTeamPointsRounded {
                team,
                points,
                parts,
                raw,
            } => (
                "blot-team-points-rounded",
                vec![
                    ("team", text(team)),
                    ("points", num(points)),
                    ("parts", text(parts)),
                    ("raw", num(raw)),
                ],
            ),
            DealTeamPointsRoundedOne {
                team,
                points,
                parts,
            } => (
                "blot-team-points-rounded-one",
                vec![
                    ("team", text(team)),
                    ("points", num(points)),
                    ("parts", text(parts)),
                ],
            ),
            DealTeamNoPoints { team } => ("blot-team-no-points", vec![("team", text(team))]),
            PartCards { points } => ("blot-part-cards", vec![("points", num(points))]),
            PartCombinations { points } => {
                ("blot-part-combinations", vec![("points", num(points))])
            }
            PartBelote { points } => ("blot-part-belote", vec![("points", num(points))]),
            PartBid { level, factor } => (
                "blot-part-bid",
                vec![("level", num(level)), ("factor", num(factor))],
            ),
            BlotGameWon { team, margin } => (
                "blot-game-won",
                vec![
                    ("team", text(team)),
                    (
                        "margin",
                        text(match margin {
                            Margin::TwoNil => "two-nil",
                            Margin::OneNil => "one-nil",
                        }),
                    ),
                ],
            ),
            Score {
                team_a,
                a,
                b,
                team_b,
            } => (
                "score",
                vec![
                    ("team_a", text(team_a)),
                    ("a", num(a)),
                    ("b", num(b)),
                    ("team_b", text(team_b)),
                ],
            ),

            RoundDealer { user } => ("toto-dealer", vec![("user", text(user))]),
            TotoHit { user } => ("toto-hit", vec![("user", text(user))]),
            TotoStand { user, total } => (
                "toto-stand",
                vec![("user", text(user)), ("total", num(total))],
            ),
            TotoBlind { user } => ("toto-blind", vec![("user", text(user))]),
            TotoBust { user, total } => (
                "toto-bust",
                vec![("user", text(user)), ("total", num(total))],
            ),
            GoldenPoint { user } => ("toto-golden-point", vec![("user", text(user))]),
            TotoTieToDealer { user } => ("toto-tie-to-dealer", vec![("user", text(user))]),
            DoubleBust { prize } => ("toto-double-bust", vec![("prize", num(prize))]),
            RoundWon { user, points } => (
                "toto-round-won",
                vec![("user", text(user)), ("points", num(points))],
            ),
            TotoConditions {
                points,
                move_seconds,
                game_minutes,
                stake,
            } => (
                "toto-conditions",
                vec![
                    ("points", num(points)),
                    ("move", num(move_seconds)),
                    ("minutes", num(game_minutes)),
                    ("stake", num(stake)),
                ],
            ),

            DurakAttack { user, card } => (
                "durak-attack",
                vec![("user", text(user)), ("card", text(card))],
            ),
            DurakBeat {
                user,
                attack,
                defence,
            } => (
                "durak-beat",
                vec![
                    ("user", text(user)),
                    ("attack", text(attack)),
                    ("defence", text(defence)),
                ],
            ),
            DurakTakes { user } => ("durak-take", vec![("user", text(user))]),
            DurakLetGo { user } => ("durak-let-go", vec![("user", text(user))]),
            DurakDraws { user, count } => (
                "durak-draws",
                vec![("user", text(user)), ("count", num(count))],
            ),
            Trump { suit: s } => ("trump", vec![("suit", suit(s))]),
            StockLeft { count } => ("durak-stock", vec![("count", num(count))]),
            DurakGameWon { user } => ("durak-game-won", vec![("user", text(user))]),
            DurakDraw => ("durak-draw", vec![]),

            TableTitle { id, name, game: g } => (
                "screen-title",
                vec![
                    ("id", num(id)),
                    ("name", text(name.unwrap_or_default())),
                    ("named", yes_no(name.is_some())),
                    ("game", game(g)),
                ],
            ),
            SeatLine { seat, user } => (
                "screen-seat",
                vec![("seat", num(seat)), ("user", text(user))],
            ),
            SeatComputer { seat, user } => (
                "screen-seat-computer",
                vec![("seat", num(seat)), ("user", text(user))],
            ),
            SeatAway { seat, user } => (
                "screen-seat-away",
                vec![("seat", num(seat)), ("user", text(user))],
            ),
            SeatFree { seat } => ("screen-seat-free", vec![("seat", num(seat))]),
            AwaitingApproval { users } => {
                ("screen-awaiting-approval", vec![("users", text(users))])
            }
            YourHand { cards } => ("screen-hand", vec![("cards", text(cards))]),
            HandEmpty => ("screen-hand-empty", vec![]),
            OnTheTable { cards } => ("screen-on-table", vec![("cards", text(cards))]),
            LastTrickLine { cards, user } => (
                "screen-last-trick",
                vec![("cards", text(cards)), ("user", text(user))],
            ),
            TricksTaken {
                team_a,
                a,
                b,
                team_b,
            } => (
                "screen-tricks",
                vec![
                    ("team_a", text(team_a)),
                    ("a", num(a)),
                    ("b", num(b)),
                    ("team_b", text(team_b)),
                ],
            ),
            Bidding { calls } => ("screen-bidding", vec![("calls", text(calls))]),
            TurnedCard { card } => ("screen-turned", vec![("card", text(card))]),
            ScoreTo {
                team_a,
                a,
                b,
                team_b,
                points,
            } => (
                "screen-score",
                vec![
                    ("team_a", text(team_a)),
                    ("a", num(a)),
                    ("b", num(b)),
                    ("team_b", text(team_b)),
                    ("points", num(points)),
                ],
            ),
            DealerLine { user } => ("screen-dealer", vec![("user", text(user))]),
            TotoHandLine { user, cards, total } => (
                "screen-toto-hand",
                vec![
                    ("user", text(user)),
                    ("cards", text(cards)),
                    ("total", num(total)),
                ],
            ),
            TotoRound { number, prize } => (
                "screen-toto-round",
                vec![("number", num(number)), ("prize", num(prize))],
            ),
            CardsInHand { user, count } => (
                "screen-cards-in-hand",
                vec![("user", text(user)), ("count", num(count))],
            ),
            DurakAttacker { user } => ("screen-durak-attacker", vec![("user", text(user))]),
            GameOverLine => ("screen-game-over", vec![]),
            YourMove => ("screen-your-move", vec![]),
            BtnKaput { bid } => ("btn-kaput", vec![("bid", text(bid))]),
            BtnAnnounce { combos } => ("btn-announce", vec![("combos", text(combos))]),
            BtnAnnounceNone => ("btn-announce-none", vec![]),
            ComboRun { len, top } => ("combo-run", vec![("len", num(len)), ("top", text(top))]),
            ComboFour { rank } => ("combo-four", vec![("rank", text(rank_code(rank)))]),
            AnnounceHint => ("hand-announce-hint", vec![]),
            BtnNoBelote => ("btn-no-belote", vec![]),
            BtnOpenHand => ("btn-open-hand", vec![]),
            OpenHandLine { user, cards } => (
                "screen-open-hand",
                vec![("user", text(user)), ("cards", text(cards))],
            ),
            ChooseFromOpenHand { user } => ("hand-choose-open", vec![("user", text(user))]),
            HandLaidOpen => ("hand-laid-open", vec![]),
            OpenHandAllowed => ("setting-open-hand", vec![]),
            SettingNoTrump => ("setting-no-trump", vec![]),
            SettingAnnouncements => ("setting-announcements", vec![]),
            NoTrumpBarred => ("setting-no-trump-off", vec![]),
            AnnouncementsBarred => ("setting-announcements-off", vec![]),

            MatchWon { user, count } => (
                "match-won",
                vec![("user", text(user)), ("players", num(count))],
            ),

            LanguageSet { lang } => ("lang-set", vec![("language", text(lang.native_name()))]),
            ChooseLanguage => ("lang-choose", vec![]),

            Help => ("help", vec![]),
            Rules(g) => (
                match g {
                    Game::Bazaar => "rules-bazaar",
                    Game::Belote => "rules-belote",
                    Game::Belote2 => "rules-belote2",
                    Game::Coinche => "rules-coinche",
                    Game::Toto21 => "rules-toto21",
                    Game::Durak => "rules-durak",
                },
                vec![],
            ),
            AnsweredPrivately => ("answered-privately", vec![]),
            Page(word) => (word.key(), vec![]),
        }
    }
}
