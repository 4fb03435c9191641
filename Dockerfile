# One image for both bots: `docker run IMAGE bot-telegram` or `docker run IMAGE bot-discord`
# (the default command is bot-telegram); `cards` (the admin tools) is in it too.
# Build: docker build -t cards-bots .

# --- build: the workspace's release binaries ---------------------------------------------
FROM rust:1.95-slim-bookworm AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends pkg-config libssl-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN cargo build --release --locked -p bot-telegram -p bot-discord -p cards-cli \
 && mkdir -p /out \
 && cp target/release/bot-telegram target/release/bot-discord target/release/cards /out/

# --- runtime: a small Debian with the binaries, run as a user of its own --------------------
FROM debian:bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates libssl3 \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --user-group --home-dir /data --shell /usr/sbin/nologin cards \
 && mkdir -p /data \
 && chown cards:cards /data
COPY --from=build /out/bot-telegram /out/bot-discord /out/cards /usr/local/bin/
ENV DATA_DIR=/data \
    LOG_FORMAT=json \
    RUST_LOG=info
VOLUME ["/data"]
USER cards
WORKDIR /data
# METRICS_ADDR=0.0.0.0:9100 serves /metrics and /healthz here.
EXPOSE 9100
STOPSIGNAL SIGTERM
CMD ["bot-telegram"]
