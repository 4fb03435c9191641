# Лиги (задача 13): сезоны, туры, таблица и рейтинги.

league-format-roundrobin = круговая система
league-format-double = двухкруговая система
league-format-swiss = швейцарская система
league-format-ladder = лесенка
league-opened-teams = 🏆 Открыта лига «{ $name }»: { $game }, { $format }, { $ladder ->
        [yes] вызов играется за { $days ->
            [one] { $days } день
            [few] { $days } дня
           *[many] { $days } дней
        }
       *[no] тур длится { $days ->
            [one] { $days } день
            [few] { $days } дня
           *[many] { $days } дней
        }
    }. Пары регистрируются командой /league team НАЗВАНИЕ @партнёр.
league-opened-players = 🏆 Открыта лига «{ $name }»: { $game }, { $format }, { $ladder ->
        [yes] вызов играется за { $days ->
            [one] { $days } день
            [few] { $days } дня
           *[many] { $days } дней
        }
       *[no] тур длится { $days ->
            [one] { $days } день
            [few] { $days } дня
           *[many] { $days } дней
        }
    }. Регистрация: /league join.
league-joined = В лигу «{ $league }» вступает: { $name }.
league-team-invited = Лига «{ $league }», команда «{ $team }»: капитан — { $captain }, приглашённый партнёр — { $partner }. Партнёр, нажмите «Принять».
league-btn-accept = ✅ Принять
league-team-registered = Команда «{ $team }» ({ $members }) зарегистрирована в лиге «{ $league }».
league-started = 🏁 Лига «{ $name }» началась: участников — { $entrants }, туров — { $rounds }, на тур { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[many] { $days } дней
    }. Нажмите «Играть» или наберите /league play, чтобы сыграть свой матч.
league-started-ladder = 🏁 Лесенка «{ $name }» началась, участников — { $entrants }. Вызывайте стоящих выше командой /league challenge МЕСТО; вызов играется за { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[many] { $days } дней
    }.
league-btn-play = ▶ Сыграть свой матч
league-btn-fixtures = 📅 Матчи тура
league-fixture-opened = Лига «{ $league }»{ $round ->
        [0] , вызов
       *[other] , тур { $round }
    }: { $home } — { $away }, стол #{ $table }. Садиться могут только участники матча.
league-played-two-nil = Лига «{ $league }»: победа — { $winner }, поражение — { $loser }, 2–0 (рубикон), счёт { $winner_points } : { $loser_points }.
league-played-one-nil = Лига «{ $league }»: победа — { $winner }, поражение — { $loser }, 1–0, счёт { $winner_points } : { $loser_points }.
league-played-win = Лига «{ $league }»: победа — { $winner }, поражение — { $loser }, счёт { $winner_points } : { $loser_points }.
league-played-tars-kaput = Партия закончилась обратным капутом (тарс-капут); победа — { $winner }.
league-not-counted = Эта партия не идёт в зачёт лиги «{ $league }»: за одно из мест играл компьютер. Сыграйте матч заново: /league play.
league-challenged = Лесенка «{ $league }»: вызов { $challenger } → { $challenged }; сыграть до { $deadline } командой /league play.
league-standings-title = 🏆 { $name } — { $game }
league-standings-round = Тур { $round }
league-standings-registration = Идёт регистрация.
league-standings-finished = Сезон окончен.
league-standings-empty = Участников пока нет.
league-standings-legend = И игры · В победы · П поражения · Р рубиконы за:против · о очки лиги · ± разница очков
league-standings-row = { $place }. { $name } — И { $played } · В { $won } · П { $lost } · Р { $rfor }:{ $ragainst } · { $points } о · { $diff }
league-ladder-title = Места на лесенке:
league-ladder-row = { $place }. { $name }
league-fixtures-title = 📅 { $name }, тур { $round } — до { $deadline }
league-fixtures-none = Матчей для показа нет.
league-fixture-row-open = { $home } – { $away }: не сыгран
league-fixture-row-table = { $home } – { $away }: играют за столом #{ $table }
league-fixture-row-played = { $home } { $home_points } : { $away_points } { $away }
league-fixture-bye = Этот тур пропускает: { $name }.
league-me = Лига «{ $league }», { $entrant }: место { $place } из { $of }, очков: { $points }.
league-me-not-entered = Вы не зарегистрированы в лиге «{ $league }».
league-me-next = Следующий матч: соперник — { $opponent }, тур { $round }, до { $deadline }.
league-me-rating = { $game }: рейтинг { $rating } ± { $deviation }, сыграно партий: { $games }
league-me-unrated = Рейтинговых партий пока нет.
rating-top-title = 🏅 Рейтинг: { $game }
rating-top-row = { $place }. { $name } — { $rating } ± { $deviation } (партий: { $games })
rating-top-empty = В этом чате ещё ни у кого нет рейтинга в этой игре.
league-deny-fixture-table = Ваш матч уже идёт за столом #{ $table }.
league-deny-no-league = Такой лиги здесь нет. Администратор открывает лигу командой /league new НАЗВАНИЕ game=ИГРА.
league-deny-format = «{ $given }» — не формат лиги: roundrobin, double, swiss или ladder.
league-deny-partner = «{ $given }» — не партнёр: упомяните партнёра, например @имя.
league-deny-name = Название — от 1 до 40 символов.
league-deny-days = Тур длится от 1 до 60 дней.
league-deny-rounds = Слишком много туров: не больше { $max }.
league-deny-reach = Вызов в лесенке — на 1–10 мест вверх.
league-deny-not-admin = Это могут только администраторы чата.
league-deny-not-organiser = Это может только организатор лиги или администратор.
league-deny-registration-closed = Регистрация в эту лигу закрыта.
league-deny-not-running = Сезон лиги ещё не начался.
league-deny-already-entered = Вы уже зарегистрированы в этой лиге.
league-deny-name-taken = Это название в лиге уже занято.
league-deny-teams-only = Эта лига для пар: /league team НАЗВАНИЕ @партнёр.
league-deny-players-only = Эта лига для одиночных игроков: /league join.
league-deny-own-partner = Нельзя быть партнёром самому себе.
league-deny-partner-taken = Этот игрок уже в команде этой лиги.
league-deny-no-invite = Это приглашение уже недействительно.
league-deny-not-your-invite = Это приглашение адресовано другому.
league-deny-full = В лиге нет свободных мест.
league-deny-too-few = Для начала лиги нужно хотя бы два участника.
league-deny-no-fixture = Такого матча нет.
league-deny-not-your-fixture = Это могут только участники матча.
league-deny-already-played = Этот матч уже сыгран.
league-deny-nothing-to-play = Сейчас у вас нет матча.
league-deny-computer-seat = В лиге играют только сами участники: компьютер не может занять место.
league-deny-wrong-players = За столом сидят не участники этого матча.
league-deny-no-winner = В партии нет победителя.
league-deny-not-a-ladder = Вызовы бывают только в лесенке.
league-deny-out-of-reach = Вызвать можно только того, кто выше вас не более чем на { $reach ->
        [one] { $reach } место
        [few] { $reach } места
       *[many] { $reach } мест
    }.
league-deny-challenge-open = Уже есть открытый вызов: сначала сыграйте его.
league-deny-not-entered = Вы не зарегистрированы в этой лиге.
league-deny-not-referee = Это могут только судьи лиги.
league-deny-no-reason = Решению нужна причина: напишите её после номера матча.
league-deny-not-played = У этого матча нет результата, который можно отменить.
league-referee-named = Новый судья лиги «{ $league }»: { $referee }.
league-ruled-award = Лига «{ $league }», { $home } – { $away }: судья { $by } присуждает победу: { $winner }. Причина: { $reason }
league-ruled-annul = Лига «{ $league }», { $home } – { $away }: судья { $by } отменяет результат, матч будет переигран. Причина: { $reason }
league-ruled-replay = Лига «{ $league }», { $home } – { $away }: судья { $by } назначает переигровку. Причина: { $reason }
league-ruled-forfeit = Лига «{ $league }», { $home } – { $away }: срок вышел, за стол пришла только одна сторона. Техническая победа: { $winner }.
league-log-title = 📜 Решения судей в лиге «{ $name }»:
league-log-empty = Решений судей пока нет.
league-description = Лиги: новая лига, регистрация, выход, команды, матчи, таблица, судьи
league-forfeited = Лига «{ $league }»: срок вышел, неявка: { $loser }. Техническая победа: { $winner }.
league-overdue = Лига «{ $league }»: матч #{ $number } { $home } – { $away } не сыгран в срок; решает судья (/league award, /league replay).
league-deny-season-not-over = Сезон ещё не окончен: сначала завершите его командой /league end.
league-season-ended = Лига «{ $league }»: сезон { $season } окончен, его таблица сохранена в /league history. Чемпион: { $champion }.
league-season-opened = Лига «{ $league }»: открыта регистрация на сезон { $season }; участники прошлого сезона остаются в лиге. /league start начинает его.
league-history-title = 📚 «{ $name }»: прошлые сезоны
league-history-season = Сезон { $season }, окончен { $ended }:
league-history-empty = Ни один сезон ещё не окончен.
league-deny-conditions-fixed = За столом лиги играют по условиям лиги: их нельзя изменить.
league-export-title = 📄 «{ $name }»: результаты и таблица сезона (CSV).
league-export-game = 🃏 «{ $name }», матч #{ $fixture } (тур { $round }): { $home } – { $away }. Партия в виде записи Blot: проверить её можно командой cards replay.
league-deny-league-under-way = В этом чате уже идёт лига: прежде чем открыть здесь другую, завершите её сезон командой /league end (или откройте новую лигу в другом чате).
league-deny-season-over = Этот сезон окончен. Следующий сезон организатор открывает командой /league season.
league-deny-not-a-side = Сторона — 1 (названная в матче первой) или 2 (названная второй): /league award МАТЧ 1|2 ПРИЧИНА.
league-withdraw-confirm = Лига «{ $league }»: снятие участника ({ $name }) нельзя отменить. { $fixtures ->
        [0] Несыгранных матчей не осталось.
        [1] { $fixtures } несыгранный матч будет засчитан сопернику как техническая победа.
        [one] { $fixtures } несыгранный матч будет засчитан соперникам как технические победы.
        [few] { $fixtures } несыгранных матча будут засчитаны соперникам как технические победы.
       *[many] { $fixtures } несыгранных матчей будут засчитаны соперникам как технические победы.
    } Сыгранные результаты сохраняются; { $name } будет стоять в таблице после всех, кто остаётся в лиге. Чтобы подтвердить, введите { $command }
league-withdrawn = Лига «{ $league }»: выход из лиги: { $name }.
league-removed = Лига «{ $league }»: организатор снял участника: { $name }.
league-withdrawn-forfeits = { $forfeits ->
        [1] { $forfeits } несыгранный матч засчитан сопернику как техническая победа.
        [one] { $forfeits } несыгранный матч засчитан соперникам как технические победы.
        [few] { $forfeits } несыгранных матча засчитаны соперникам как технические победы.
       *[many] { $forfeits } несыгранных матчей засчитаны соперникам как технические победы.
    }
league-standings-withdrawn = 🚫 вне лиги
league-deny-no-such-place = Такого места нет: места считаются с 1, как в таблице.
league-deny-own-place = Нельзя вызвать самого себя: вызовите того, кто выше вас.
league-deny-subcommand = У /league нет команды «{ $given }».
league-help = Команды лиги:
    { $usages }
league-deny-no-such-season = Такого сезона нет: завершённые сезоны перечислены в /league history; /league export без номера присылает текущий.
league-deny-removal-not-asked = На этом месте подтверждать нечего: места могли измениться. Введите /league remove с номером места ещё раз, чтобы увидеть, кто на нём сейчас.
league-deny-all-played = Все матчи этого участника в сезоне сыграны: отдавать соперникам нечего, поэтому его место в таблице остаётся за ним, а выходить не из чего. Чтобы не играть в следующем сезоне, выйти (или снять участника) можно, когда на него откроется регистрация.
league-deny-already-withdrawn = Участник на этом месте уже вышел из лиги: снимать некого.
league-deny-not-captain = Снять команду с лиги может только её капитан (тот, кто её зарегистрировал); организатор лиги может снять её командой /league remove.

# Issue 39 (fair deals, closed doors): one league export a minute per chat.
league-export-too-soon = Выгрузку лиги в этом чате уже делали меньше минуты назад: попросите снова через { $seconds } { $seconds ->
        [one] секунду
        [few] секунды
       *[many] секунд
    }.
