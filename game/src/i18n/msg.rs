//! The typed phrases: one [`Msg`] variant per message of the catalogs.

use std::borrow::Cow;

use crate::blot::{Margin, Strain};
use crate::cards::{Rank, Suit};

use super::{Game, Lang};

/// A Fluent argument of a phrase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// Text inserted as it is: a player's or table's name, a card, a time.
    Text(Cow<'a, str>),
    /// A number: the catalogs choose plural forms by it.
    Number(u64),
    /// A name that is itself translated (a game, a suit), rendered in the phrase's language.
    Name(Name),
}

/// Something with a translated name, passed to a phrase as an argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Name {
    /// A game's name.
    Game(Game),
    /// A suit's name.
    Suit(Suit),
    /// A suit's name, or "no-trump".
    Strain(Strain),
}

impl Name {
    /// The catalog key of the name.
    pub const fn key(self) -> &'static str {
        match self {
            Name::Game(game) => game_name_key(game),
            Name::Suit(suit) | Name::Strain(Strain::Trump(suit)) => suit_key(suit),
            Name::Strain(Strain::NoTrump) => "strain-no-trump",
        }
    }
}

const fn game_name_key(game: Game) -> &'static str {
    match game {
        Game::Bazaar => "game-bazaar",
        Game::Belote => "game-belote",
        Game::Belote2 => "game-belote2",
        Game::Coinche => "game-coinche",
        Game::Toto21 => "game-toto21",
        Game::Durak => "game-durak",
    }
}

const fn suit_key(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "suit-spades",
        Suit::Hearts => "suit-hearts",
        Suit::Diamonds => "suit-diamonds",
        Suit::Clubs => "suit-clubs",
    }
}

/// The word a catalog selects a rank's name by (`blot-four`): `six` .. `ace`.
const fn rank_code(rank: Rank) -> &'static str {
    match rank {
        Rank::Six => "six",
        Rank::Seven => "seven",
        Rank::Eight => "eight",
        Rank::Nine => "nine",
        Rank::Ten => "ten",
        Rank::Jack => "jack",
        Rank::Queen => "queen",
        Rank::King => "king",
        Rank::Ace => "ace",
    }
}

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
}

fn text(value: &str) -> Arg<'_> {
    Arg::Text(Cow::Borrowed(value))
}

fn num(value: impl Into<u64>) -> Arg<'static> {
    Arg::Number(value.into())
}

fn game(game: Game) -> Arg<'static> {
    Arg::Name(Name::Game(game))
}

fn strain(strain: Strain) -> Arg<'static> {
    Arg::Name(Name::Strain(strain))
}

fn suit(suit: Suit) -> Arg<'static> {
    Arg::Name(Name::Suit(suit))
}

fn yes_no(value: bool) -> Arg<'static> {
    text(if value { "yes" } else { "no" })
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

    /// The key and the arguments.
    pub(super) fn parts(&self) -> (&'static str, Vec<(&'static str, Arg<'a>)>) {
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
        }
    }

    /// One example of every phrase (every game, suit and margin where the key depends on
    /// it): the tests render each in every language and check that together they use every
    /// key of the catalogs.
    pub fn examples() -> Vec<Msg<'static>> {
        use Msg::*;
        let hearts = Strain::Trump(Suit::Hearts);
        let mut all = Vec::new();
        for g in Game::ALL {
            all.extend([GameName(g), GameAbout(g), Rules(g)]);
        }
        for s in Suit::ALL {
            all.push(SuitName(s));
        }
        for lang in Lang::ALL {
            all.push(LanguageSet { lang });
        }
        all.extend([
            NoTrump,
            TableOpened {
                id: 7,
                name: Some("Friday"),
                user: "Aram",
                game: Game::Bazaar,
                points: 301,
                stake: 50,
            },
            TableOpened {
                id: 8,
                name: None,
                user: "Nino",
                game: Game::Durak,
                points: 3,
                stake: 0,
            },
            NoOpenTables,
            TableListHeader,
            TableListRow {
                id: 7,
                name: Some("Friday"),
                game: Game::Coinche,
                points: 501,
                taken: 3,
                seats: 4,
                playing: false,
                opened: "18:05 UTC",
            },
            TableListRow {
                id: 8,
                name: None,
                game: Game::Durak,
                points: 3,
                taken: 1,
                seats: 2,
                playing: false,
                opened: "18:10 UTC",
            },
            PlayerJoined { user: "Mariam" },
            JoinRequested {
                user: "Gor",
                creator: "Aram",
            },
            JoinRefused { id: 7 },
            BegunWithout { id: 7 },
            PlayerLeft { user: "Gor" },
            TableCancelled {
                id: 7,
                staked: true,
            },
            TableCancelled {
                id: 7,
                staked: false,
            },
            TableClosedNotStarted { minutes: 30 },
            TableClosedIdle {
                hours: 24,
                staked: true,
            },
            TableClosedIdle {
                hours: 24,
                staked: false,
            },
            TableClosedUnattended {
                minutes: 10,
                staked: true,
            },
            TableListPage {
                from: 11,
                to: 20,
                total: 42,
            },
            BtnMoreTables,
            BtnHigherBids,
            BtnLowestBids,
            BtnMoreMoves,
            BtnFirstMoves,
            ChooseSeat,
            GameStartsDuel {
                game: Game::Toto21,
                first: "Aram",
                second: "Nino",
            },
            GameStartsTeams {
                game: Game::Bazaar,
                north: "Aram",
                south: "Mariam",
                east: "Gor",
                west: "Ani",
            },
            WaitingForPlayers { count: 1 },
            WaitingForPlayers { count: 3 },
            BotsFillSeats { count: 2 },
            RematchOffered { user: "Nino" },
            RematchStarted,
            TableSettings {
                name: Some("Friday"),
                game: Game::Toto21,
                points: 6,
                move_seconds: 30,
                game_minutes: 10,
                stake: 100,
                approve_joiners: true,
            },
            TableSettings {
                name: None,
                game: Game::Durak,
                points: 1,
                move_seconds: 45,
                game_minutes: 21,
                stake: 0,
                approve_joiners: false,
            },
            BtnJoin,
            BtnLeave,
            BtnStart,
            BtnStartWithBots,
            BtnApprove,
            BtnRefuse,
            BtnCancelTable,
            BtnRematch,
            BtnTakeSeatBack,
            BtnShowHand,
            BtnPass,
            BtnCoinche,
            BtnSurcoinche,
            BtnShowFourSevens,
            BtnTakeTurned,
            BtnHit,
            BtnStand,
            BtnBlindCard,
            BtnDurakTake,
            BtnLetGo,
            BtnRandomSeat,
            BtnSeat { seat: 3 },
            BtnSettings,
            SettingName,
            SettingPoints,
            SettingMoveTime,
            SettingGameTime,
            SettingStake,
            SettingApproveJoiners,
            SettingIdleHours,
            DenyNotYourTurn { user: "Ani" },
            DenyNotAtTable,
            DenyStaleButton,
            DenyTableFull,
            DenySeatTaken { seat: 3 },
            DenyNoSuchSeat { seats: 2 },
            DenySeatHeldByComputer,
            DenySettingName,
            DenySettingPoints {
                game: Game::Toto21,
                allowed: "2, 4, 6, 8, 10",
            },
            DenySettingMoveTime,
            DenySettingGameTime,
            DenySettingToto21,
            DenySettingRules,
            DenySettingStake,
            DenyPlayerCannotCover {
                user: "Aram",
                stake: 50,
            },
            DenySettingIdle,
            DenyAlreadyOpen { id: 7 },
            DenyTooManyOpen { limit: 3 },
            SlowDown,
            DenyGameStillRunning { id: 7 },
            DenyRematchNotStarted { id: 7 },
            DenyRematchBegun { id: 7 },
            DenyRematchAsked,
            DenyUnknownButton,
            DenyLanguageAdminsOnly,
            OwnLanguageNote,
            LeaveConfirm {
                id: 7,
                stake: true,
                league: false,
            },
            LeaveConfirm {
                id: 7,
                stake: false,
                league: false,
            },
            LeaveConfirm {
                id: 7,
                stake: false,
                league: true,
            },
            BtnLeaveGame,
            PlayerLeftGame { user: "Aram" },
            HandGameOver,
            DenyAlreadySeated,
            DenyOnlyCreator { creator: "Aram" },
            DenyNotEnoughChips {
                stake: 100,
                balance: 21,
            },
            DenyAlreadyStarted,
            DenyNoSuchTable { id: 12 },
            DenyTableElsewhere { id: 12 },
            DenyTooManyStarts,
            DenyNotWaiting,
            DenyNothingToDo,
            DenySettingUnchanged,
            SettingSaved { id: 7 },
            DenyNotPlaying,
            DenyAlreadyAway,
            DenyNotAway,
            DenyBadArgument { usage: "/join ID" },
            DenyUsage { usage: "/join ID" },
            DenyNotATable { given: "abc" },
            DenyNotASeat { given: "9" },
            DenyNotALanguage { given: "fr" },
            DenyNotAGame { given: "chess" },
            DenyUnknownSetting { given: "variant" },
            DenyYesOrNo { setting: "approve" },
            DenyNotABid { given: "lots" },
            DenyNotASuit { given: "stars" },
            DenyNoAuction,
            DenyUnknownCommand { command: "/foo" },
            YourTurn { id: 7 },
            HandComing { id: 7 },
            OpenPrivateChat { user: "Ani" },
            BtnGetCards,
            ToPlay {
                user: "Gor",
                seconds: 1,
            },
            ToPlay {
                user: "Gor",
                seconds: 22,
            },
            ToBid {
                user: "Gor",
                seconds: 22,
            },
            MoveTimedOut {
                user: "Gor",
                action: "Stand",
            },
            BotHoldsSeat { user: "Gor" },
            PlayerBack { user: "Gor" },
            PlayerAway { user: "Gor" },
            BtnAway,
            BtnBack,
            BtnHint,
            HintChoice { choice: "10♠" },
            DenyNoHints,
            SettingsComputers {
                strong: true,
                hints: true,
            },
            SettingsComputers {
                strong: false,
                hints: false,
            },
            SettingAiRule,
            SettingAiStrong,
            SettingAi,
            SettingHints,
            SettingMoveSecsButton { seconds: 30 },
            DenyNotALevel { value: "best" },
            GameClockOut { user: "Gor" },
            Balance { chips: 1 },
            Balance { chips: 25 },
            DailyTopUp { chips: 100 },
            StartingGrant { chips: 1000 },
            StakesInPot { stake: 50 },
            StakeAlone { stake: 50 },
            WinsChips {
                user: "Nino",
                chips: 100,
            },
            LeaderboardHeader,
            LeaderboardRow {
                rank: 1,
                user: "Nino",
                wins: 21,
                games: 34,
            },
            Stats {
                games: 34,
                wins: 21,
                chips: 1250,
            },
            NoGamesYet,
            CallPass { user: "Gor" },
            CallBid {
                user: "Aram",
                level: 9,
                strain: hearts,
            },
            CallBid {
                user: "Aram",
                level: 11,
                strain: Strain::NoTrump,
            },
            CallKaput {
                user: "Ani",
                level: 25,
                strain: Strain::Trump(Suit::Spades),
            },
            CallCoinche { user: "Gor" },
            CallSurcoinche { user: "Aram" },
            CallFourSevens { user: "Mariam" },
            ThrownIn,
            CallTake {
                user: "Ani",
                suit: Suit::Clubs,
            },
            CallNameTrump {
                user: "Ani",
                suit: Suit::Diamonds,
            },
            Contract {
                user: "Aram",
                level: 12,
                strain: hearts,
                kaput: false,
                factor: 1,
            },
            Contract {
                user: "Aram",
                level: 12,
                strain: Strain::NoTrump,
                kaput: false,
                factor: 2,
            },
            Contract {
                user: "Ani",
                level: 25,
                strain: hearts,
                kaput: true,
                factor: 4,
            },
            AnnounceTerz { user: "Gor" },
            AnnounceFifty { user: "Gor" },
            AnnounceHundred { user: "Gor" },
            AnnounceFour {
                user: "Gor",
                rank: Rank::Jack,
            },
            AnnounceFour {
                user: "Gor",
                rank: Rank::Nine,
            },
            AnnounceFourEights { user: "Ani" },
            Belote { user: "Mariam" },
            Rebelote { user: "Mariam" },
            TrickWon { user: "Mariam" },
            TeamNames {
                first: "Aram",
                second: "Ani",
            },
            LastTrick {
                user: "Mariam",
                points: 10,
            },
            DealMade {
                team: "Aram & Mariam",
            },
            DealDown {
                team: "Aram & Mariam",
            },
            TarsKaput {
                team: "Gor & Ani",
                winners: "Aram & Mariam",
            },
            DealTeamPoints {
                team: "Aram & Mariam",
                points: 21,
                parts: "cards 9 + combinations 2 + belote 2 + contract 8",
            },
            DealTeamPoints {
                team: "Gor & Ani",
                points: 1,
                parts: "cards 1",
            },
            DealTeamPointsRounded {
                team: "Gor",
                points: 14,
                parts: "cards 96 + belote 20",
                raw: 116,
            },
            DealTeamPointsRoundedOne {
                team: "Gor",
                points: 6,
                parts: "cards 58",
            },
            DealTeamNoPoints { team: "Gor & Ani" },
            PartCards { points: 16 },
            PartCombinations { points: 2 },
            PartBelote { points: 20 },
            PartBid {
                level: 9,
                factor: 1,
            },
            PartBid {
                level: 13,
                factor: 2,
            },
            BlotGameWon {
                team: "Aram & Mariam",
                margin: Margin::TwoNil,
            },
            BlotGameWon {
                team: "Gor & Ani",
                margin: Margin::OneNil,
            },
            Score {
                team_a: "Ani & Carmen",
                a: 154,
                b: 98,
                team_b: "Davit & Boris",
            },
            RoundDealer { user: "Nino" },
            TotoHit { user: "Aram" },
            TotoStand {
                user: "Aram",
                total: 19,
            },
            TotoBlind { user: "Aram" },
            TotoBust {
                user: "Aram",
                total: 24,
            },
            GoldenPoint { user: "Aram" },
            TotoTieToDealer { user: "Aram" },
            DoubleBust { prize: 2 },
            RoundWon {
                user: "Nino",
                points: 1,
            },
            RoundWon {
                user: "Nino",
                points: 3,
            },
            TotoConditions {
                points: 6,
                move_seconds: 30,
                game_minutes: 10,
                stake: 100,
            },
            TotoConditions {
                points: 2,
                move_seconds: 20,
                game_minutes: 5,
                stake: 0,
            },
            DurakAttack {
                user: "Nino",
                card: "7♠",
            },
            DurakBeat {
                user: "Levan",
                attack: "7♠",
                defence: "9♠",
            },
            DurakTakes { user: "Levan" },
            DurakLetGo { user: "Nino" },
            DurakDraws {
                user: "Nino",
                count: 2,
            },
            Trump { suit: Suit::Hearts },
            StockLeft { count: 12 },
            DurakGameWon { user: "Nino" },
            DurakDraw,
            TableTitle {
                id: 7,
                name: Some("Friday"),
                game: Game::Bazaar,
            },
            TableTitle {
                id: 8,
                name: None,
                game: Game::Durak,
            },
            SeatLine {
                seat: 1,
                user: "Aram",
            },
            SeatComputer {
                seat: 2,
                user: "Computer 2",
            },
            SeatAway {
                seat: 3,
                user: "Gor",
            },
            SeatFree { seat: 4 },
            AwaitingApproval { users: "Gor, Ani" },
            YourHand {
                cards: "J♠ 9♠ A♥ 10♦",
            },
            HandEmpty,
            OnTheTable {
                cards: "Aram 10♠ · Ani J♠",
            },
            LastTrickLine {
                cards: "7♥ 8♥ A♥ K♥",
                user: "Gor",
            },
            TricksTaken {
                team_a: "Ani & Carmen",
                a: 3,
                b: 1,
                team_b: "Davit & Boris",
            },
            Bidding {
                calls: "Aram 8♥ · Gor pass",
            },
            TurnedCard { card: "J♦" },
            ScoreTo {
                team_a: "Ani & Carmen",
                a: 154,
                b: 98,
                team_b: "Davit & Boris",
                points: 301,
            },
            DealerLine { user: "Nino" },
            TotoHandLine {
                user: "Nino",
                cards: "10♠ A♥",
                total: 21,
            },
            TotoRound {
                number: 3,
                prize: 1,
            },
            TotoRound {
                number: 4,
                prize: 2,
            },
            CardsInHand {
                user: "Levan",
                count: 1,
            },
            CardsInHand {
                user: "Levan",
                count: 6,
            },
            DurakAttacker { user: "Nino" },
            GameOverLine,
            YourMove,
            BtnKaput { bid: "25♥" },
            BtnAnnounce {
                combos: "terz to K♥ + four jacks",
            },
            BtnAnnounceNone,
            ComboRun {
                len: 3, top: "K♥"
            },
            ComboRun {
                len: 4, top: "A♠"
            },
            ComboRun {
                len: 5, top: "J♦"
            },
            ComboFour { rank: Rank::Jack },
            AnnounceHint,
            BtnNoBelote,
            BtnOpenHand,
            OpenHandLine {
                user: "Aram",
                cards: "7♥ K♠",
            },
            ChooseFromOpenHand { user: "Aram" },
            HandLaidOpen,
            OpenHandAllowed,
            MatchWon {
                user: "Nino",
                count: 1,
            },
            MatchWon {
                user: "Ani & Davit",
                count: 2,
            },
            ChooseLanguage,
            Help,
            AnsweredPrivately,
        ]);
        all
    }
}
