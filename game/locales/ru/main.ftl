## Русский. Ключи те же, что в английском каталоге.

## Игры

game-bazaar = Базар-блот
game-belote = Французский белот
game-belote2 = Белот на двоих
game-coinche = Французский куанш
game-toto21 = Тото21
game-durak = Дурак
game-about-bazaar = Армянский блот: четверо игроков, две пары, торг («базар») за козырь, партия до 301 очка.
game-about-belote = Классический французский белот: козырь предлагает открытая карта; четверо игроков, до 501 очка.
game-about-belote2 = Белот на двоих: белот с открытой картой один на один, до 101 очка.
game-about-coinche = Французский куанш: заказы от 80 очков, куанш и сюркуанш, партия до 501 очка.
game-about-toto21 = Дуэль до 21 на двоих: ещё, хватит или тёмная карта, раунд за раундом.
game-about-durak = Дурак на двоих: ходи, отбивайся или бери — и не останься дураком с картами на руках.

suit-spades = пики
suit-hearts = черви
suit-diamonds = бубны
suit-clubs = трефы
strain-no-trump = без козыря
trump = Козырь: { $suit }

## Лобби

lobby-table-opened = { $user } открывает стол #{ $id }{ $named ->
        [yes] { " " }«{ $name }»
       *[no] {""}
    }: { $game }, до { $points } { $points ->
        [one] очка
        [few] очков
       *[many] очков
    }{ $stake ->
        [0] {""}
       *[other] , ставка { $stake } { $stake ->
            [one] фишка
            [few] фишки
           *[many] фишек
        }
    }.
lobby-no-tables = В этом чате нет открытых столов. Откройте стол командой /blot, /belote, /belote2, /coinche, /toto21 или /durak.
lobby-list-header = Столы в этом чате:
lobby-list-row = #{ $id }{ $named ->
        [yes] { " " }{ $name }
       *[no] {""}
    } · { $game } · { $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    } · { $playing ->
        [yes] идёт игра
       *[other] мест занято: { $taken }/{ $seats }
    } · открыт в { $opened }
lobby-joined = { $user } садится за стол.
lobby-join-request = { $user } просится за стол. { $creator }, принять или отказать?
lobby-join-refused = Вашу просьбу сесть за стол #{ $id } отклонили.
lobby-begun-without = Игра за столом #{ $id } началась без вас: места уже заняты.
lobby-left = { $user } выходит из-за стола.
lobby-cancelled = Стол #{ $id } отменён{ $staked ->
        [yes] , ставки возвращены.
       *[no] .
    }
lobby-closed-not-started = Закрыт: за { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
       *[many] минут
    } партию так никто и не начал.
lobby-closed-idle = Закрыт: никто не ходил { $hours } { $hours ->
        [one] час
        [few] часа
       *[many] часов
    }. { $staked ->
        [yes] Ставки возвращены, партия не засчитана.
       *[no] Партия не засчитана.
    }
lobby-list-page = Столы { $from }–{ $to } из { $total }, сначала новые:
lobby-choose-seat = Выберите место или партнёра — или сядьте наугад.
lobby-starts-duel = { $game }: партия начинается! { $first } против { $second }.
lobby-starts-teams = { $game }: партия начинается! Пары: { $north } и { $south } против { $east } и { $west }.
lobby-waiting = Ждём ещё { $count } { $count ->
        [one] игрока
        [few] игроков
       *[many] игроков
    }.
lobby-bots-fill = Компьютер занимает { $count } { $count ->
        [one] свободное место
        [few] свободных места
       *[many] свободных мест
    }.
lobby-rematch-offered = { $user } предлагает реванш.
lobby-rematch-started = Реванш начинается!
lobby-settings = Стол{ $named ->
        [yes] { " " }«{ $name }»
       *[no] {""}
    }: { $game }
    До { $points } { $points ->
        [one] очка
        [few] очков
       *[many] очков
    } · { $move } с на ход{ $minutes ->
        [0] {""}
       *[other] { " · " }{ $minutes } мин на партию
    }
    Ставка: { $stake ->
        [0] нет
       *[other] { $stake } { $stake ->
            [one] фишка
            [few] фишки
           *[many] фишек
        }
    }
    Новые игроки: { $approve ->
        [yes] с одобрения создателя стола
       *[no] садятся свободно
    }

## Кнопки

btn-join = Сесть за стол
btn-leave = Выйти
btn-start = Начать
btn-start-bots = Начать с компьютером
btn-approve = Принять
btn-refuse = Отказать
btn-cancel-table = Отменить стол
btn-rematch = Реванш
btn-take-seat-back = Вернуться на место
btn-show-hand = Мои карты
btn-pass = Пас
btn-coinche = Куанш
btn-surcoinche = Сюркуанш
btn-four-sevens = Четыре семёрки
btn-take-turned = Беру
btn-hit = Ещё
btn-stand = Хватит
btn-blind-card = Тёмная карта
btn-durak-take = Беру
btn-let-go = Бито
btn-random-seat = Случайное место
btn-seat = Место { $seat }
btn-settings = Настройки
btn-more-tables = Ещё столы ▸
btn-higher-bids = Выше…
btn-lowest-bids = ◂ С начала
btn-more-moves = Ещё ходы ▸
btn-first-moves = ◂ С начала
setting-name = Название стола
setting-points = До скольких очков
setting-move-time = Время на ход
setting-game-time = Время на партию
setting-stake = Ставка
setting-approve = Одобрять новых игроков
setting-idle = Сколько часов партия может ждать хода, прежде чем закроется

## Отказы (видит только нажавший)

deny-not-your-turn = Сейчас ходит { $user }.
deny-not-at-table = Вы не сидите за этим столом.
deny-stale-button = Эта кнопка от прошлого хода.
deny-seat-taken = Место { $seat } занято, выберите свободное.
deny-no-such-seat = За этим столом только места с 1 по { $seats }.
deny-seat-held-by-computer = За вас играет компьютер: сначала нажмите «Вернуться на место».
deny-player-cannot-cover = У игрока { $user } больше нет { $stake } { $stake ->
        [one] фишки
        [few] фишек
       *[many] фишек
    } на ставку.
deny-setting-name = Название стола — от 1 до 40 символов.
deny-setting-points = { $game }: играют только до { $allowed } очков.
deny-setting-move-time = Время на ход — от 5 до 3600 секунд.
deny-setting-game-time = Время на партию — от 1 до 1440 минут (game=МИНУТЫ).
deny-setting-toto21 = У стола Тото21 всегда есть часы партии, и создатель одобряет соперника.
deny-setting-rules = Эти правила относятся к другой игре.
deny-setting-stake = Ставка — целое число фишек от 0 до 1 000 000.
deny-setting-idle = Неактивную партию можно хранить от 1 до 720 часов (idle=ЧАСЫ).
deny-already-open = У вас уже есть стол #{ $id }, который ждёт игроков в этом чате: начните или отмените его, прежде чем открывать новый.
deny-too-many-open = У вас уже { $limit } { $limit ->
        [one] стол ждёт
        [few] стола ждут
       *[many] столов ждут
    } игроков: начните или отмените один из них, прежде чем открывать новый.
slow-down = Не так быстро, пожалуйста: я снова отвечу вам через несколько секунд.
deny-game-still-running = Ваша партия за столом #{ $id } ещё идёт: реванш можно предложить, когда она закончится.
deny-rematch-not-started = Партия за вашим столом #{ $id } ещё не началась: реванш можно предложить, когда она закончится.
deny-rematch-begun = Реванш уже начался: стол #{ $id }.
deny-rematch-asked = Вы уже предложили реванш: он начнётся, когда остальные игроки тоже нажмут «Реванш».
deny-unknown-button = Не знаю такой кнопки.
deny-lang-admins-only = Язык группы меняют только её администраторы. Чтобы выбрать свой язык, напишите мне /lang в личном чате.
own-language-note = На этом языке я буду писать вам; язык канала меняют администраторы сервера.
leave-confirm = Покинуть стол #{ $id }? До конца партии за вас сыграет компьютер. { $league ->
        [yes] Партия лиги, в которой играл компьютер, не засчитывается, даже если вы вернёте место: матч переиграют или его решит судья.
       *[no] { $staked ->
            [yes] Ваша ставка остаётся в банке и зависит от результата вашего места; пока партия идёт, место можно вернуть.
           *[no] Пока партия идёт, место можно вернуть.
        }
    }
btn-leave-game = Покинуть партию
turn-player-left = { $user } покидает партию: за это место играет компьютер, пока его не вернут.
hand-game-over = Партия окончена.
deny-table-full = За этим столом нет мест.
deny-already-seated = Вы уже за этим столом.
deny-only-creator = Это может сделать только { $creator }, создатель стола.
deny-not-enough-chips = Чтобы сесть, { $stake ->
        [one] нужна { $stake } фишка
        [few] нужны { $stake } фишки
       *[many] нужно { $stake } фишек
    }, а у вас { $balance }.
deny-already-started = Партия уже началась.
deny-no-such-table = Здесь нет стола #{ $id }.
deny-not-waiting = Этот стол не ждёт игроков.
deny-nothing-to-do = Сейчас делать нечего.
deny-setting-unchanged = У стола уже такая настройка.
setting-saved = Сохранено: стол #{ $id } уже показывает новую настройку.
deny-not-playing = За этим столом сейчас не идёт игра.
deny-already-away = За вас уже играет компьютер: «Я снова здесь» вернёт вам место.
deny-not-away = Вы и так на своём месте.
deny-bad-argument = Не тот аргумент у команды. Пишите так: { $usage }
deny-usage = Используйте так: { $usage }
deny-not-a-table = «{ $given }» — не номер стола: это число после # в сообщении стола.
deny-not-a-seat = «{ $given }» — не место: места с 1 по 4.
deny-not-a-language = «{ $given }» — не мой язык: en, hy, ru, ka.
deny-not-a-game = «{ $given }» — не игра: blot, belote, belote2, coinche, toto21, durak.
deny-unknown-setting = У этой команды нет настройки «{ $given }».
deny-yes-or-no = Для { $setting } ответьте yes или no.
deny-not-a-bid = «{ $given }» — не заказ: укажите уровень числом, например /bid 16 черви.
deny-not-a-suit = «{ $given }» — не масть: пики, черви, бубны, трефы или без козыря (или ♠ ♥ ♦ ♣, NT).
deny-no-auction = Вам сейчас нечего заказывать здесь: /bid работает в торге блота, в ваш ход.
deny-unknown-command = Неизвестная команда { $command }. Смотрите /help.

## Ходы и часы

turn-yours = Ваш ход за столом #{ $id }.
hand-coming = Ваши карты за столом #{ $id } появятся здесь.
hand-open-private = { $user }, я пока не могу вам написать: откройте личный чат со мной, чтобы получать свои карты.
btn-get-cards = Получить карты
btn-open-table = Открыть стол
turn-to-play = Ходит { $user } · { $seconds } с на ход.
turn-to-bid = Торг: слово за игроком { $user } · { $seconds } с на ход.
turn-timed-out = У игрока { $user } вышло время, ход сделан автоматически: { $action }.
turn-bot-holds-seat = У игрока { $user } три пропущенных хода подряд: место пока держит компьютер.
turn-player-back = { $user } снова за столом.
turn-player-away = Пока { $user } не вернётся за стол, за этого игрока играет компьютер.
btn-away = Я отойду
btn-back = Я снова здесь
btn-hint = 💡 Подсказка
hint-choice = 💡 Подсказка: сильный игрок выбрал бы { $choice }.
hint-values = 💡 Подсказка: сильный игрок выбрал бы { $choice }. Сколько это стоит вашей стороне в этой раздаче, по тому, что вы видите: { $values }.
deny-no-hints = За этим столом подсказки выключены.
deny-not-a-level = «{ $value }» — не уровень компьютерных игроков: rule или strong.
lobby-settings-ai = Компьютерные игроки: { $level ->
        [strong] сильные
       *[rule] по правилам
    } · подсказки: { $hints ->
        [yes] включены
       *[no] выключены
    }
setting-ai = Уровень компьютерных игроков
setting-ai-rule = 🤖 По правилам
setting-ai-strong = 🤖 Сильные
setting-hints = Подсказки
setting-move-secs-button = ⏱ { $seconds } с
turn-game-clock-out = У игрока { $user } кончилось время на партию: партия проиграна.

## Фишки и статистика

chips-balance = У вас { $chips } { $chips ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }.
chips-daily = Ежедневное пополнение: +{ $chips } { $chips ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }.
chips-grant = Добро пожаловать! Для начала вам { $chips } { $chips ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }.
chips-pot = В банке по { $stake } { $stake ->
        [one] фишке
        [few] фишки
       *[many] фишек
    } от каждого игрока.
chips-pot-alone = Компьютерные игроки не ставят фишек: { $stake ->
        [one] ваша { $stake } фишка вернётся
        [few] ваши { $stake } фишки вернутся
       *[many] ваши { $stake } фишек вернутся
    } к вам при любом исходе.
chips-wins = Банк ({ $chips } { $chips ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }) достаётся: { $user }.
stats-top-header = Лучшие игроки:
stats-top-row = { $rank }. { $user } — { $wins } { $wins ->
        [one] победа
        [few] победы
       *[many] побед
    } в { $games } { $games ->
        [one] партии
        [few] партиях
       *[many] партиях
    }
stats-yours = Ваши партии: { $games }, победы: { $wins }, фишки: { $chips }.
stats-no-games = В этом чате ещё не сыграно ни одной партии.

## Блот: торг

blot-pass = { $user }: пас
blot-bid = { $user }: { $level } — { $strain }
blot-bid-kaput = { $user }: капут — { $strain } ({ $level })
blot-coinche = { $user }: куанш!
blot-surcoinche = { $user }: сюркуанш!
blot-four-sevens = { $user } показывает четыре семёрки: раздача аннулирована, сдаём заново.
blot-thrown-in = Все спасовали: карты сбрасываются.
blot-take = { $user } берёт открытую карту: козырь — { $suit }.
blot-name-trump = { $user } называет козырь: { $suit }.
blot-contract = Заказ: { $user }, { $kaput ->
        [yes] капут ({ $level })
       *[no] { $level }
    } — { $strain }{ $factor ->
        [2] {" "}(куанш, ×2)
        [4] {" "}(сюркуанш, ×4)
       *[other] {""}
    }.

## Блот: комбинации и взятки

blot-terz = { $user }: терц
blot-fifty = { $user }: пятьдесят
blot-hundred = { $user }: сто
blot-four = { $user }: четыре { $rank ->
        [six] шестёрки
        [seven] семёрки
        [eight] восьмёрки
        [nine] девятки
        [ten] десятки
        [jack] валета
        [queen] дамы
        [king] короля
       *[ace] туза
    }
blot-four-eights = { $user }: четыре восьмёрки! Комбинации всех остальных сгорают.
blot-belote = { $user }: блот
blot-rebelote = { $user }: реблот
blot-trick = Взятку берёт { $user }.
team-names = { $first } и { $second }
blot-last-trick = Последнюю взятку берёт { $user } (+{ $points }).

## Блот: итоги

blot-made = { $team }: заказ сыгран.
blot-down = { $team }: заказ не сыгран.
blot-tars-kaput = Обратный капут! { $team } заказали капут и не взяли ни одной взятки: партию выигрывают { $winners }.
blot-team-points = { $team }: { $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    } ({ $parts })
blot-team-points-rounded = { $team }: { $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    } ({ $parts } = { $raw }, с округлением до десятков)
blot-team-points-rounded-one = { $team }: { $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    } ({ $parts }, с округлением до десятков)
blot-team-no-points = { $team }: 0 очков
blot-part-cards = карты { $points }
blot-part-combinations = комбинации { $points }
blot-part-belote = блот { $points }
blot-part-bid = заказ { $level }{ $factor ->
        [1] {""}
       *[other] {" "}× { $factor }
    }
blot-game-won = { $team } выигрывают партию { $margin ->
        [two-nil] 2:0 (рубикон)
       *[one-nil] 1:0
    }!
score = Счёт: { $team_a } { $a } : { $b } { $team_b }

## Тото21

toto-dealer = В этом раунде сдаёт { $user }.
toto-hit = { $user } берёт карту.
toto-stand = { $user } останавливается на { $total }.
toto-blind = { $user } берёт тёмную карту.
toto-bust = У игрока { $user } перебор: { $total }.
toto-golden-point = Золотое очко! У игрока { $user } два туза.
toto-tie-to-dealer = При равенстве побеждает сдающий — { $user }.
toto-double-bust = Перебор у обоих: раунд переигрывается на { $prize } { $prize ->
        [one] очко
        [few] очка
       *[many] очков
    }.
toto-round-won = Раунд выигрывает { $user } (+{ $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    }).
toto-conditions = До { $points } { $points ->
        [one] очка
        [few] очков
       *[many] очков
    } · { $move } с на ход · { $minutes } мин на партию · { $stake ->
        [0] без ставки
       *[other] ставка { $stake } { $stake ->
            [one] фишка
            [few] фишки
           *[many] фишек
        }
    }

## Дурак

durak-attack = { $user } ходит: { $card }.
durak-beat = { $user } бьёт { $attack } картой { $defence }.
durak-take = { $user } берёт карты.
durak-let-go = { $user }: бито.
durak-draws = { $user } добирает { $count } { $count ->
        [one] карту
        [few] карты
       *[many] карт
    }.
durak-stock = В колоде { $count ->
        [one] осталась { $count } карта
        [few] осталось { $count } карты
       *[many] осталось { $count } карт
    }.
durak-game-won = Кон выигрывает { $user }.
durak-draw = Обе руки опустели одновременно: ничья, очков никто не получает.
match-won = { $user } { $players ->
        [one] выигрывает
        [few] выигрывают
       *[many] выигрывают
    } партию!

## Screens: the table message and the private hand

screen-title = #{ $id }{ $named ->
        [yes] { " " }{ $name }
       *[no] {""}
    } · { $game }
screen-seat = { $seat }. { $user }
screen-seat-computer = { $seat }. { $user } (компьютер)
screen-seat-away = { $seat }. { $user } (нет на месте: играет компьютер)
screen-seat-free = { $seat }. —
screen-awaiting-approval = Просятся за стол: { $users }
screen-hand = Ваши карты: { $cards }
screen-hand-empty = У вас не осталось карт.
screen-on-table = На столе: { $cards }
screen-last-trick = Последняя взятка ({ $user }): { $cards }
screen-tricks = Взятки: { $team_a } { $a } : { $b } { $team_b }
screen-bidding = Торг: { $calls }
screen-turned = Открытая карта: { $card }
screen-score = Счёт: { $team_a } { $a } : { $b } { $team_b } (до { $points })
screen-dealer = Сдаёт: { $user }
screen-toto-hand = { $user }: { $cards } ({ $total })
screen-toto-round = Раунд { $number }, на кону { $prize } { $prize ->
        [one] очко
        [few] очка
       *[many] очков
    }
screen-cards-in-hand = { $user }: { $count } { $count ->
        [one] карта
        [few] карты
       *[many] карт
    } на руке
screen-durak-attacker = Атакует: { $user }.
screen-game-over = Партия окончена.
screen-your-move = Ваш ход.
btn-kaput = Капут { $bid }

## Язык

lang-set = Язык: { $language }.
lang-choose = Выберите язык:

## Помощь и правила

help =
    Команды:
    /blot — открыть стол базар-блота
    /belote — открыть стол французского белота
    /belote2 — открыть стол белота на двоих
    /coinche — открыть стол французского куанша
    /toto21 — открыть стол Тото21
    /durak — открыть стол дурака
    /tables — открытые столы в этом чате
    /join ID — сесть за стол ID
    /leave — выйти из-за стола
    /away — за вас играет компьютер, пока вы не вернётесь
    /back — вернуться на своё место
    /rematch — предложить реванш
    /balance — ваши фишки
    /top — лучшие игроки
    /lang — выбрать язык
    /rules ИГРА — правила игры (blot, belote, belote2, coinche, toto21, durak)
    /settings — настройки вашего стола
    /bid УРОВЕНЬ МАСТЬ — любой заказ в торге блота, например /bid 16 черви
rules-bazaar =
    Базар-блот: 32 карты (от 7 до туза), четверо игроков, партнёры сидят друг напротив друга, по 8 карт.
    Торг («базар»): пас или заказ не меньше 8 в масти или без козыря, каждый заказ выше прежнего; капут (все 8 взяток) — от 25. Куанш удваивает заказ соперников, сюркуанш — ещё раз.
    Ходи в масть; нет масти — бей старшим козырем, если можешь (кроме случая, когда взятку берёт партнёр). Старшинство козырей: J 9 A 10 K Q 8 7.
    Комбинации объявляются до первой карты: терц 2, пятьдесят 5, сто 10, четыре одинаковые 10–20; четыре восьмёрки сжигают чужие. Блот-реблот (король и дама козырей) — 2.
    Заказ сыгран, если очки заказавших вместе с комбинациями не меньше заказа; иначе — не сыгран. Первая пара, набравшая больше 300, выигрывает: 2:0, если у проигравших 150 или меньше.
rules-belote =
    Французский белот: четверо игроков, по 5 карт и одна открытая карта.
    По очереди каждый может взять открытую карту (её масть — козырь) или спасовать; во втором круге можно назвать масть или спасовать; если никто не взял — пересдача. Затем у всех становится по 8 карт.
    Дальше играют как в базар-блоте. Взявшие должны набрать больше соперников, иначе все очки раздачи уходят соперникам. Партия до 501.
rules-belote2 =
    Белот на двоих: по 6 карт и одна открытая; берут её или называют масть, как во французском белоте, затем у каждого по 9 карт и 9 взяток по две карты.
    Очки считаются десятками, как в базар-блоте. Партия до 101.
rules-coinche =
    Французский куанш: колоду между раздачами только снимают; сдача и игра идут против часовой стрелки, 3-3-2.
    Заказы от 80 с шагом 10, капут (все 8 взяток) — 250; можно пасовать, заказывать, куаншировать и сюркуаншировать.
    Сыгран: заказ плюс очки. Не сыгран: соперники получают 160 плюс заказ. Куанш ×2, сюркуанш ×4. Партия до 501.
rules-toto21 =
    Тото21: двое игроков, 36 карт (от 6 до туза). Туз — 11 или 1, король 4, дама 3, валет 2, остальные по номиналу.
    Каждый раунд сдающий выбирается случайно; другой игрок ходит первым: берёт ещё, пока меньше 21, или останавливается. Больше 21 — перебор. Потом играет сдающий.
    Побеждает больший счёт, при равенстве — сдающий. Перебор у обоих: раунд переигрывается на 2 очка. Два туза с раздачи — золотое очко, если только у сдающего тоже не два туза.
    Раз за раунд игрок (не сдающий) может взять тёмную карту — её открывают только в конце. Кто первым набрал очки стола, тот и победил.
rules-durak =
    Дурак: двое игроков, 36 карт (от 6 до туза), по 6 карт. Нижняя карта колоды открыта: её масть — козырь.
    Ходить можно любой картой; подкидывать — карты тех достоинств, что уже на столе. Бить старшей картой той же масти или козырем; козырь — только старшим козырем.
    Не можешь или не хочешь отбиться — бери карты. Всё отбито — бито, и ход переходит к другому. Все добирают до 6 карт.
    Колода и рука пусты — кон выигран, это очко. Кто первым набрал очки стола, тот и победил.

## Ошибки движка: блот

err-blot-not-your-turn = Сейчас ход места { $expected }, а не места { $seat }.
err-blot-auction-over = Торг окончен.
err-blot-auction-not-over = Торг ещё не окончен.
err-blot-deal-over = Раздача окончена.
err-blot-wrong-call = { $kind ->
        [pass] Пас
        [bid] Заказ ({ $level } — { $strain })
        [kaput] Заказ капута ({ $level } — { $strain })
        [coinche] Куанш
        [surcoinche] Сюркуанш
        [four-sevens] Показ четырёх семёрок
        [take] Взять открытую карту
        [choose] Назвать козырь ({ $suit })
       *[other] Эта заявка
    } — в этой игре так нельзя.
err-blot-bid-too-low = Заказ должен быть не меньше { $min }.
err-blot-bid-not-higher = Заказ должен быть выше предыдущего ({ $last }).
err-blot-bid-off-step = Заказы растут с шагом { $step }.
err-blot-bid-too-high = Самый высокий заказ без капута — { $max }.
err-blot-kaput-too-low = Заказ капута должен быть не меньше { $min }.
err-blot-kaput-too-high = Заказ капута может быть не больше { $max }.
err-blot-must-bid-kaput = После заказа капута любой более высокий заказ тоже должен быть капутом.
err-blot-no-trump-not-allowed = В этой игре нельзя заказывать без козыря.
err-blot-only-surcoinche-or-pass = После куанша можно только сюркуанш или пас.
err-blot-nothing-to-coinche = Нет заказа соперников, чтобы куаншировать.
err-blot-nothing-to-surcoinche = Сюркуанш возможен только после куанша на заказ вашей пары.
err-blot-cannot-show-four-sevens = Четыре семёрки может показать только их владелец до своей первой заявки.
err-blot-turned-suit-refused = Во втором круге нельзя называть масть открытой карты.
err-blot-not-in-hand = У вас на руке нет { $card }.
err-blot-must-follow-suit = Нужно ходить в масть.
err-blot-must-overtrump = Нужно бить старшим козырем.
err-blot-must-trump = Нужно бить козырем.
err-blot-too-late-to-announce = Комбинации объявляют до своей первой карты.
err-blot-no-announcements = За этим столом комбинации не объявляют.
err-blot-not-a-combination = { $cards } — это не комбинация.
err-blot-card-in-two-combinations = { $card } входит в две объявленные комбинации.
err-blot-combination-not-held = { $card } вам не сдавали.
err-blot-wrong-hand-size = На руке должно быть карт: { $expected }, а не { $found }.
err-blot-card-dealt-twice = { $card } сдана дважды.
err-blot-card-not-in-pack = { $card } нет в колоде этой игры.
err-blot-turned-card-not-taken = Открытая карта должна быть на руке у взявшего.
err-blot-hands-not-completed = Сыгранная раздача записывается с полными руками.
err-blot-no-such-seat = Места { $seat } нет.

## Ошибки движка: Тото21

err-toto-match-over = Партия окончена.
err-toto-no-round = Раунд не идёт: сначала нужно сдать следующий.
err-toto-round-in-play = Раунд ещё идёт: следующая сдача — после его конца.
err-toto-not-your-turn = Сейчас ход места { $turn }, а не места { $seat }.
err-toto-hit-at-21 = При 21 брать нельзя: остановитесь.
err-toto-dealer-blind = Сдающий не может брать тёмную карту: только игрок.
err-toto-blind-used = Тёмная карта в этом раунде уже взята: только одна за раунд.
err-toto-deck-exhausted = В колоде не осталось карт.

## Ошибки движка: дурак

err-durak-no-points = Партия играется минимум до 1 очка.
err-durak-not-a-full-deck = В колоде должны быть все 36 карт (от 6 до туза) по одной; в ней { $cards }.
err-durak-wrong-first-attacker = Первым должно ходить место { $expected }.
err-durak-game-in-progress = Текущий кон ещё не окончен.
err-durak-no-game = Кон не идёт: сначала нужно сдать следующий.
err-durak-game-over = Кон окончен.
err-durak-match-over = Партия окончена.
err-durak-not-your-move = Сейчас ход места { $to_move }, а не места { $seat }.
err-durak-not-in-hand = У вас на руке нет { $card }.
err-durak-rank-not-on-table = { $card } подкинуть нельзя: подкидывают только карты тех достоинств, что уже на столе.
err-durak-exceeds-defender-hand = { $card } подкинуть нельзя: неотбитых карт не может быть больше, чем карт у отбивающегося ({ $defender_cards }).
err-durak-nothing-to-let-go = Сначала сходите: на столе нечего отпускать в бито.
err-durak-only-defender = Пока на столе неотбитая карта, бить или брать может только отбивающийся.
err-durak-must-beat-or-take = На столе неотбитая карта: бейте или берите.
err-durak-not-unbeaten-attack = { $card } нет среди неотбитых карт на столе.
err-durak-does-not-beat = { $defence } не бьёт { $attack }: бейте старшей картой той же масти или козырем.
err-durak-trump-needs-higher = { $defence } не бьёт { $attack }: козырь бьётся только старшим козырем.

## Optional announcements

btn-announce = Объявить: { $combos }
btn-announce-none = Ничего не объявлять
combo-run = { $len ->
        [3] терц
        [4] пятьдесят
       *[5] сто
    } до { $top }
combo-four = четыре { $rank ->
        [six] шестёрки
        [seven] семёрки
        [eight] восьмёрки
        [nine] девятки
        [ten] десятки
        [jack] валета
        [queen] дамы
        [king] короля
       *[ace] туза
    }
hand-announce-hint = Объявлять комбинации не обязательно: выберите, что объявить, до своей первой карты — или просто сыграйте карту, и будут объявлены лучшие.
btn-no-belote = Не объявлять блот
btn-open-hand = Открыть карты
screen-open-hand = Открытые карты — { $user }: { $cards }
hand-choose-open = Вы выбираете карту из открытой руки: { $user }.
hand-laid-open = Ваша рука открыта: карты, которыми вы ходите, выбирают соперники.
setting-open-hand = Открытая рука разрешена: игрок может открыть свои карты, и тогда соперники выбирают, какой картой он ходит.
setting-no-trump = Без козыря
setting-announcements = Объявления
setting-no-trump-off = Без «без козыря»: в каждом контракте есть козырная масть.
setting-announcements-off = Без объявлений: комбинации не объявляют и не считают, блот-реблот по-прежнему считается.
deny-setting-house-rule = { $game }: такого домашнего правила нет. Во французском куанше стол может отключить игру без козыря и объявления, в /belote — объявления.

# Issue 39: tables belong to their chat.
deny-table-elsewhere = Стол #{ $id } относится к другому чату: присоединяйтесь к нему там.
lobby-closed-unattended = Закрыт: { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
       *[many] минут
    } за столом не было ни одного игрока. { $staked ->
        [yes] Ставки возвращены, партия не засчитана.
       *[no] Партия не засчитана.
    }
deny-too-many-starts = Вы начали слишком много партий за короткое время: попробуйте снова через несколько минут.

# Issue 39: public answers that cannot flood
answered-privately = (Отвечаю только вам, чтобы не перегружать чат.)

# Issue 41: the web table's page (web-server)
web-connecting = Подключение…
web-reconnecting = Связь потеряна, подключаемся снова…
web-spectator = Вы наблюдаете за этим столом.
web-your-hand = Ваши карты
web-trump = Козырь
web-contract = Заказ
web-bidding = Торг
web-score = Счёт
web-tricks = Взятки
web-last-trick = Последняя взятка
web-dealer = Сдающий
web-deck = Колода
web-computer = Компьютер
web-away = Нет на месте
web-empty-seat = Свободное место
web-time-left = Осталось времени
web-unauthorized = Откройте этот стол из Telegram: странице не удалось узнать, кто вы.
web-no-table = Такого стола нет.
web-bad-frame = Страница прислала то, что стол не может прочитать: обновите страницу.
web-press-failed = Не получилось: попробуйте ещё раз.
web-sign-in-busy = Сейчас входит слишком много людей: попробуем ещё раз чуть позже.
