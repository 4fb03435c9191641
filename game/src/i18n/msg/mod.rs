//! The typed phrases: one [`Msg`] variant per message of the catalogs. The variants are
//! declared here; [`parts`] gives each its catalog key and arguments, and [`examples`] one
//! example of each, for the tests.

mod examples;
mod page;
mod parts;

pub use page::PageWord;

use crate::blot::{Margin, Strain};
use crate::cards::{Rank, Suit};

use super::arg::Arg;
use super::{Game, Lang};

/// Every phrase a player reads. Names (players, tables, teams) and cards are borrowed text,
/// already formatted by the caller (cards with their suit symbols); counts are numbers, so that
/// each language picks its plural form. A stake of 0 means "no stake". Seat numbers count
/// from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg<'a> {
    // --- Games ---
    /// A game's name.
    GameName(Game),
    /// A game's one-line description.
    GameAbout(Game),
    /// A suit's name.
    SuitName(Suit),
    /// "No-trump".
    NoTrump,

    // --- Lobby ---
    /// Table #id "name" opened by user: game, to N points[, stake N chips].
    TableOpened {
        id: u64,
        /// The name its players gave it; `None`: none.
        name: Option<&'a str>,
        user: &'a str,
        game: Game,
        points: u32,
        stake: u64,
    },
    /// No open tables in this chat, with a hint to open one.
    NoOpenTables,
    /// The header of the table list.
    TableListHeader,
    /// One row of the table list.
    TableListRow {
        id: u64,
        /// The name its players gave it; `None`: none.
        name: Option<&'a str>,
        game: Game,
        points: u32,
        taken: u32,
        seats: u32,
        /// Its game is running (no seat to take).
        playing: bool,
        opened: &'a str,
    },
    /// A player joined the table.
    PlayerJoined { user: &'a str },
    /// A player asks to join; the creator approves or refuses.
    JoinRequested { user: &'a str, creator: &'a str },
    /// Your request to join a table was refused.
    JoinRefused { id: u64 },
    /// Table `id` began its game without the one still asking to join.
    BegunWithout { id: u64 },
    /// A player left the table.
    PlayerLeft { user: &'a str },
    /// The table was cancelled (`staked`: and the stakes returned).
    TableCancelled { id: u64, staked: bool },
    /// The bot closed a table nobody started in time.
    TableClosedNotStarted { minutes: u32 },
    /// The bot closed a game no human moved in for hours.
    TableClosedIdle { hours: u32, staked: bool },
    /// The bot closed a game nobody held a seat of (all away or gone) for minutes.
    TableClosedUnattended { minutes: u32, staked: bool },
    /// One screen of a long table list: which of how many.
    TableListPage { from: u32, to: u32, total: u32 },
    /// The button showing the next screen of tables.
    BtnMoreTables,
    /// The auction's button showing higher bids.
    BtnHigherBids,
    /// Button: the next page of a hand's moves, when they do not fit one screen.
    BtnMoreMoves,
    /// Button: back to the first page of a hand's moves.
    BtnFirstMoves,
    /// The auction's button back to the lowest bids.
    BtnLowestBids,
    /// Choose a seat or a partner, or be seated at random.
    ChooseSeat,
    /// A two-player game starts.
    GameStartsDuel {
        game: Game,
        first: &'a str,
        second: &'a str,
    },
    /// A four-player game starts: partners sit opposite.
    GameStartsTeams {
        game: Game,
        north: &'a str,
        south: &'a str,
        east: &'a str,
        west: &'a str,
    },
    /// Waiting for N more players.
    WaitingForPlayers { count: u32 },
    /// Computer players fill N empty seats.
    BotsFillSeats { count: u32 },
    /// A player offers a rematch.
    RematchOffered { user: &'a str },
    /// The rematch starts.
    RematchStarted,
    /// The table's settings summary.
    TableSettings {
        /// The name its players gave it; `None`: none.
        name: Option<&'a str>,
        game: Game,
        points: u32,
        move_seconds: u32,
        game_minutes: u32,
        stake: u64,
        approve_joiners: bool,
    },

    // --- Buttons ---
    /// Button: join the table.
    BtnJoin,
    /// Button: leave the table.
    BtnLeave,
    /// Button: start the game.
    BtnStart,
    /// Button: start with computer players in the empty seats.
    BtnStartWithBots,
    /// Button: approve a joiner.
    BtnApprove,
    /// Button: refuse a joiner.
    BtnRefuse,
    /// Button: cancel the table.
    BtnCancelTable,
    /// Button: offer a rematch.
    BtnRematch,
    /// Button: take back one's seat from a computer player.
    BtnTakeSeatBack,
    /// Button: show my hand.
    BtnShowHand,
    /// Button: pass (auction).
    BtnPass,
    /// Button: coinche.
    BtnCoinche,
    /// Button: surcoinche.
    BtnSurcoinche,
    /// Button: show four sevens.
    BtnShowFourSevens,
    /// Button: take the turned card (Belote).
    BtnTakeTurned,
    /// Button: hit (Toto21).
    BtnHit,
    /// Button: stand (Toto21).
    BtnStand,
    /// Button: blind card (Toto21).
    BtnBlindCard,
    /// Button: take the cards (Durak).
    BtnDurakTake,
    /// Button: let the cards go (Durak).
    BtnLetGo,
    /// Button: a random seat.
    BtnRandomSeat,
    /// Button: seat number n.
    BtnSeat { seat: u32 },
    /// Button: settings.
    BtnSettings,
    /// Settings label: the table's name.
    SettingName,
    /// Settings label: the points to play to.
    SettingPoints,
    /// Settings label: time per move.
    SettingMoveTime,
    /// Settings label: time per game.
    SettingGameTime,
    /// Settings label: the stake.
    SettingStake,
    /// Settings label: whether the creator approves joiners.
    SettingApproveJoiners,
    /// Hours an idle game is kept before it is closed.
    SettingIdleHours,

    // --- Refusals, shown privately to the presser ---
    /// It is someone else's turn.
    DenyNotYourTurn { user: &'a str },
    /// You are not at this table.
    DenyNotAtTable,
    /// The button belongs to an earlier move.
    DenyStaleButton,
    /// The table is full.
    DenyTableFull,
    /// That seat is taken.
    DenySeatTaken { seat: u32 },
    /// A seat number past the table's seats: it has `seats`.
    DenyNoSuchSeat { seats: u32 },
    /// A computer player holds the presser's seat: take it back first.
    DenySeatHeldByComputer,
    /// A table's name must have 1 to 40 characters.
    DenySettingName,
    /// A game is played only to these points.
    DenySettingPoints { game: Game, allowed: &'a str },
    /// A house rule (`no_trump=`, `announcements=`) the game does not offer.
    DenySettingHouseRule { game: Game },
    /// The time per move is out of range.
    DenySettingMoveTime,
    /// The time per game is out of range.
    DenySettingGameTime,
    /// A Toto21 table has a game clock and approves its joiner.
    DenySettingToto21,
    /// The rule settings belong to another game.
    DenySettingRules,
    /// The stake is too high.
    DenySettingStake,
    /// A seated player can no longer cover the stake.
    DenyPlayerCannotCover { user: &'a str, stake: u64 },
    /// The idle time a table may set is out of range.
    DenySettingIdle,
    /// The user already has this table gathering players here.
    DenyAlreadyOpen { id: u64 },
    /// The user has as many tables gathering players as one may.
    DenyTooManyOpen { limit: u32 },
    /// Too many commands or presses in a row: the bot stops answering for a moment.
    SlowDown,
    /// A running game cannot be offered a rematch yet.
    DenyGameStillRunning { id: u64 },
    /// A rematch asked at his table `id`, which has not begun its first game yet.
    DenyRematchNotStarted { id: u64 },
    /// The rematch began already, at table `id`.
    DenyRematchBegun { id: u64 },
    /// The presser asked for the rematch already; it waits for the other players.
    DenyRematchAsked,
    /// A button whose data is not ours at all.
    DenyUnknownButton,
    /// A group's language is changed by its administrators only; one's own, in private.
    DenyLanguageAdminsOnly,
    /// Added to a language set in a server by one who does not administer it: it is his own.
    OwnLanguageNote,
    /// Asks a player to confirm leaving a running game, saying what happens to his stake when
    /// the table has one, and at a league table that the game will then not count.
    LeaveConfirm { id: u64, stake: bool, league: bool },
    /// The button confirming it.
    BtnLeaveGame,
    /// A player left a running game; a computer plays the seat.
    PlayerLeftGame { user: &'a str },
    /// A hand after the game's end.
    HandGameOver,
    /// You are already at this table.
    DenyAlreadySeated,
    /// Only the table's creator can do that.
    DenyOnlyCreator { creator: &'a str },
    /// Not enough chips to join.
    DenyNotEnoughChips { stake: u64, balance: u64 },
    /// The game has already started.
    DenyAlreadyStarted,
    /// There is no such table here.
    DenyNoSuchTable { id: u64 },
    /// A table of another chat, acted on from here.
    DenyTableElsewhere { id: u64 },
    /// Too many games started or rematched in a short time.
    DenyTooManyStarts,
    /// The table is not waiting for players.
    DenyNotWaiting,
    /// Nothing to do right now.
    DenyNothingToDo,
    /// A setting pressed that the table has already.
    DenySettingUnchanged,
    /// A setting chosen in the settings menu was taken: table `id` shows it.
    SettingSaved { id: u64 },
    /// No game is being played at the table.
    DenyNotPlaying,
    /// A computer plays the player's seat already.
    DenyAlreadyAway,
    /// The player sits in his seat already.
    DenyNotAway,
    /// A command's argument is wrong; `usage` is the expected form, like `/join ID`.
    DenyBadArgument { usage: &'a str },
    /// An unknown command.
    DenyUnknownCommand { command: &'a str },
    /// How to use a command (after what was wrong).
    DenyUsage { usage: &'a str },
    /// Typed text that is not a table's number.
    DenyNotATable { given: &'a str },
    /// Typed text that is not a seat (1 to 4).
    DenyNotASeat { given: &'a str },
    /// Typed text that is not one of the bot's languages.
    DenyNotALanguage { given: &'a str },
    /// Typed text that is not one of the games.
    DenyNotAGame { given: &'a str },
    /// A setting (or word) the command does not take.
    DenyUnknownSetting { given: &'a str },
    /// A setting that takes yes or no.
    DenyYesOrNo { setting: &'a str },
    /// Typed text that is not a bid's level.
    DenyNotABid { given: &'a str },
    /// Typed text that is not a suit or no-trump.
    DenyNotASuit { given: &'a str },
    /// A bid typed when the user has no auction waiting for his call here.
    DenyNoAuction,

    // --- Turns and clocks ---
    /// Your turn at a table.
    YourTurn { id: u64 },
    /// Sent privately when a player sits down: his cards will show in this chat.
    HandComing { id: u64 },
    /// In the table's chat: the bot cannot write to this player until he opens a private
    /// chat with it (a button with a link follows).
    OpenPrivateChat { user: &'a str },
    /// The button opening the private chat with the bot.
    BtnGetCards,
    /// The button opening the table as a web page (Telegram's Mini App), in the table's
    /// chat and in a player's hand.
    BtnOpenTable,
    /// Someone is to play, with seconds left.
    ToPlay { user: &'a str, seconds: u32 },
    /// Someone is to call in a Blot auction, with seconds a move.
    ToBid { user: &'a str, seconds: u32 },
    /// A player ran out of time; the move was made for them.
    MoveTimedOut { user: &'a str, action: &'a str },
    /// A player missed three moves; a computer player holds the seat.
    BotHoldsSeat { user: &'a str },
    /// A player is back in their seat.
    PlayerBack { user: &'a str },
    /// A player handed his seat to the computer for a while.
    PlayerAway { user: &'a str },
    /// Button: hand my seat to the computer for a while.
    BtnAway,
    /// Button: take my seat back from the computer.
    BtnBack,
    /// Button: show me what the strong player would choose.
    BtnHint,
    /// The strong player's choice, shown to the player who asked only.
    HintChoice { choice: &'a str },
    /// A hint with what the best choices are worth to the player's side this deal, estimated
    /// from what he may see (`values`: "A♠ 34 · 10♠ 26").
    HintValues { choice: &'a str, values: &'a str },
    /// Hints are off at this table (a league's, or as its creator chose).
    DenyNoHints,
    /// The settings' line about the computer seats: their level, and whether hints are on.
    SettingsComputers { strong: bool, hints: bool },
    /// Setting button: rule-based computer players.
    SettingAiRule,
    /// Setting button: strong computer players.
    SettingAiStrong,
    /// Setting: the computer players' level (a command option's description).
    SettingAi,
    /// Setting: hints on or off.
    SettingHints,
    /// Setting button: this many seconds a move.
    SettingMoveSecsButton { seconds: u32 },
    /// A typed level that is neither `rule` nor `strong`.
    DenyNotALevel { value: &'a str },
    /// A player's game clock ran out: the match is lost.
    GameClockOut { user: &'a str },

    // --- Chips and stats ---
    /// Your chip balance.
    Balance { chips: u64 },
    /// The daily top-up.
    DailyTopUp { chips: u64 },
    /// The starting grant.
    StartingGrant { chips: u64 },
    /// Each player's stake is in the pot.
    StakesInPot { stake: u64 },
    /// One person against computers: his stake alone is in the pot, so it comes back to him.
    StakeAlone { stake: u64 },
    /// The pot goes to the winner, or the winners (who share it).
    WinsChips { user: &'a str, chips: u64 },
    /// The leaderboard's header.
    LeaderboardHeader,
    /// One leaderboard row.
    LeaderboardRow {
        rank: u32,
        user: &'a str,
        wins: u32,
        games: u32,
    },
    /// Your stats.
    Stats { games: u32, wins: u32, chips: u64 },
    /// The chat's leaderboard is empty: no game was played in it yet.
    NoGamesYet,

    // --- Blot ---
    /// Auction: a pass.
    CallPass { user: &'a str },
    /// Auction: a bid.
    CallBid {
        user: &'a str,
        level: u32,
        strain: Strain,
    },
    /// Auction: a kaput bid.
    CallKaput {
        user: &'a str,
        level: u32,
        strain: Strain,
    },
    /// Auction: a coinche.
    CallCoinche { user: &'a str },
    /// Auction: a surcoinche.
    CallSurcoinche { user: &'a str },
    /// Four sevens shown: the deal is void.
    CallFourSevens { user: &'a str },
    /// Everybody passed: the cards are thrown in.
    ThrownIn,
    /// A player takes the turned card.
    CallTake { user: &'a str, suit: Suit },
    /// A player names trump in the second round.
    CallNameTrump { user: &'a str, suit: Suit },
    /// The contract: who plays what, with its coinche factor (1, 2 or 4).
    Contract {
        user: &'a str,
        level: u32,
        strain: Strain,
        kaput: bool,
        factor: u32,
    },
    /// Combination announced: a terz.
    AnnounceTerz { user: &'a str },
    /// Combination announced: a fifty.
    AnnounceFifty { user: &'a str },
    /// Combination announced: a hundred.
    AnnounceHundred { user: &'a str },
    /// Combination announced: four cards of a rank.
    AnnounceFour { user: &'a str, rank: Rank },
    /// Four eights: the others' combinations are annulled.
    AnnounceFourEights { user: &'a str },
    /// "Belote" (the first of trump K and Q).
    Belote { user: &'a str },
    /// "Rebelote" (the second of trump K and Q).
    Rebelote { user: &'a str },
    /// A trick won.
    TrickWon { user: &'a str },
    /// The last trick, with what it added to its takers' card points (+1 ten in Bazaar Blot,
    /// +10 elsewhere).
    LastTrick { user: &'a str, points: u32 },
    /// Two players' names as one team's ("Aram & Ani"; each language its own "and").
    TeamNames { first: &'a str, second: &'a str },
    /// The contract was made.
    DealMade { team: &'a str },
    /// The contract went down.
    DealDown { team: &'a str },
    /// Reverse kaput: the kaput bidders took no trick and lose the game.
    TarsKaput { team: &'a str, winners: &'a str },
    /// A team's points for a deal and the parts that add up to them (`PartCards` ... joined).
    DealTeamPoints {
        team: &'a str,
        points: u32,
        parts: &'a str,
    },
    /// A team's points for a deal in tens: its parts, their raw sum, rounded (Belote for two).
    DealTeamPointsRounded {
        team: &'a str,
        points: u32,
        parts: &'a str,
        raw: u32,
    },
    /// A team's points for a deal in tens from one part alone, rounded (its raw sum would
    /// only repeat it).
    DealTeamPointsRoundedOne {
        team: &'a str,
        points: u32,
        parts: &'a str,
    },
    /// A team that scored nothing in a deal.
    DealTeamNoPoints { team: &'a str },
    /// A part of a team's points: card points.
    PartCards { points: u32 },
    /// A part of a team's points: combinations.
    PartCombinations { points: u32 },
    /// A part of a team's points: belote-rebelote.
    PartBelote { points: u32 },
    /// A part of a team's points: the bid, times the coinche factor (1, 2 or 4).
    PartBid { level: u32, factor: u32 },
    /// A game won, with its margin.
    BlotGameWon { team: &'a str, margin: Margin },
    /// A score line.
    Score {
        team_a: &'a str,
        a: u32,
        b: u32,
        team_b: &'a str,
    },

    // --- Toto21 ---
    /// The round's dealer.
    RoundDealer { user: &'a str },
    /// A player hits.
    TotoHit { user: &'a str },
    /// A player stands.
    TotoStand { user: &'a str, total: u32 },
    /// A player takes the blind card.
    TotoBlind { user: &'a str },
    /// A player busts.
    TotoBust { user: &'a str, total: u32 },
    /// Golden point: two aces.
    GoldenPoint { user: &'a str },
    /// A Toto21 round whose totals are equal: the dealer wins it.
    TotoTieToDealer { user: &'a str },
    /// Both bust: the round is replayed for a prize.
    DoubleBust { prize: u32 },
    /// A round won.
    RoundWon { user: &'a str, points: u32 },
    /// A Toto21 table's conditions.
    TotoConditions {
        points: u32,
        move_seconds: u32,
        game_minutes: u32,
        stake: u64,
    },

    // --- Durak ---
    /// An attack card.
    DurakAttack { user: &'a str, card: &'a str },
    /// A beaten card.
    DurakBeat {
        user: &'a str,
        attack: &'a str,
        defence: &'a str,
    },
    /// The defender takes.
    DurakTakes { user: &'a str },
    /// The cards are let go.
    DurakLetGo { user: &'a str },
    /// A player draws from the stock.
    DurakDraws { user: &'a str, count: u32 },
    /// The trump suit.
    Trump { suit: Suit },
    /// Cards left in the stock.
    StockLeft { count: u32 },
    /// A Durak game won.
    DurakGameWon { user: &'a str },
    /// A Durak game drawn.
    DurakDraw,

    // --- Screens: the table message and the private hand ---
    /// A table's title line: number, name and game.
    TableTitle {
        id: u64,
        /// The name its players gave it; `None`: none.
        name: Option<&'a str>,
        game: Game,
    },
    /// A taken seat.
    SeatLine { seat: u32, user: &'a str },
    /// A seat a computer player holds from the start.
    SeatComputer { seat: u32, user: &'a str },
    /// A seat a computer player holds while its owner is away.
    SeatAway { seat: u32, user: &'a str },
    /// A free seat.
    SeatFree { seat: u32 },
    /// The joiners waiting for the creator's approval.
    AwaitingApproval { users: &'a str },
    /// The viewer's own cards.
    YourHand { cards: &'a str },
    /// The viewer's hand while the game runs and he holds no card (his last one played).
    HandEmpty,
    /// The cards on the table now.
    OnTheTable { cards: &'a str },
    /// The last trick and who took it.
    LastTrickLine { cards: &'a str, user: &'a str },
    /// Tricks taken by each team.
    TricksTaken {
        team_a: &'a str,
        a: u32,
        b: u32,
        team_b: &'a str,
    },
    /// The auction so far.
    Bidding { calls: &'a str },
    /// The turned card of a Belote auction.
    TurnedCard { card: &'a str },
    /// The score and the points played to.
    ScoreTo {
        team_a: &'a str,
        a: u32,
        b: u32,
        team_b: &'a str,
        points: u32,
    },
    /// Who deals.
    DealerLine { user: &'a str },
    /// A Toto21 hand: its cards and visible total.
    TotoHandLine {
        user: &'a str,
        cards: &'a str,
        total: u32,
    },
    /// The Toto21 round in play and its prize.
    TotoRound { number: u32, prize: u32 },
    /// How many cards a player holds.
    CardsInHand { user: &'a str, count: u32 },
    /// The Durak attacker.
    DurakAttacker { user: &'a str },
    /// The game is over.
    GameOverLine,
    /// It is the viewer's move.
    YourMove,
    /// A kaput bid's button: the bid as written (`25♥`).
    BtnKaput { bid: &'a str },
    /// Announce this set of combinations (worded by [`Msg::ComboRun`] and [`Msg::ComboFour`]).
    BtnAnnounce { combos: &'a str },
    /// Announce none of one's combinations.
    BtnAnnounceNone,
    /// A run in an announcement: terz, fifty or hundred, up to its top card.
    ComboRun { len: u32, top: &'a str },
    /// Four of a rank in an announcement.
    ComboFour { rank: Rank },
    /// The hand's hint while its holder may still announce.
    AnnounceHint,
    /// Keep one's belote-rebelote quiet this deal (it is announced for him otherwise).
    BtnNoBelote,
    /// Lay one's hand open (the opponents then choose one's cards).
    BtnOpenHand,
    /// A hand laid open, on the table.
    OpenHandLine { user: &'a str, cards: &'a str },
    /// In the hand of the opponent who chooses the open hand's card.
    ChooseFromOpenHand { user: &'a str },
    /// The player's own hand is laid open: the opponents choose the cards he plays.
    HandLaidOpen,
    /// A table's settings allow open hands.
    OpenHandAllowed,
    /// The settings button's word for the no-trump house rule.
    SettingNoTrump,
    /// The settings button's word for the announcements house rule.
    SettingAnnouncements,
    /// A table's settings forbid no-trump bids.
    NoTrumpBarred,
    /// A table's settings announce and count no combination (belote-rebelote still counts).
    AnnouncementsBarred,

    // --- Any game ---
    /// A match won.
    /// The winners of a match: one player, or a team (`count` names, for the verb).
    MatchWon { user: &'a str, count: u32 },

    // --- Language ---
    /// The language was set (say it in the new language).
    LanguageSet { lang: Lang },
    /// Choose a language.
    ChooseLanguage,

    // --- Help ---
    /// The /help text.
    Help,
    /// A game's rules in brief, for `/rules GAME`.
    Rules(Game),

    // --- Issue 39: public answers that cannot flood ---
    /// Added to an answer given its asker alone, the chat having read enough answers.
    AnsweredPrivately,

    // --- Issue 41: the web table's page (web-server) ---
    /// A phrase of the web table page.
    Page(PageWord),
}

impl<'a> Msg<'a> {
    /// The phrase's catalog key.
    pub fn key(&self) -> &'static str {
        self.parts().0
    }

    /// The phrase's Fluent arguments, by name.
    pub fn args(&self) -> Vec<(&'static str, Arg<'a>)> {
        self.parts().1
    }
}
