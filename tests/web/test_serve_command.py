"""``brass serve`` on the command line: its flags and their checks."""

from __future__ import annotations

import pytest

from brass_rules.cli import build_parser, main


def test_serve_takes_host_port_db_and_bot_delay() -> None:
    args = build_parser().parse_args(
        ["serve", "--host", "0.0.0.0", "--port", "0", "--db", ":memory:", "--bot-delay", "0"])
    assert (args.host, args.port, args.db, args.bot_delay) == ("0.0.0.0", 0, ":memory:", 0.0)
    defaults = build_parser().parse_args(["serve"])
    assert (defaults.host, defaults.port, defaults.db) == (
        "127.0.0.1", 8000, "brass-tables.sqlite3")


@pytest.mark.parametrize("argv", [["--port", "70000"], ["--port", "x"], ["--bot-delay", "nan"],
                                  ["--bot-delay", "-1"], ["--bot-delay", "11"]])
def test_bad_serve_flags_exit_with_status_2(argv: list[str],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["serve", *argv])
    assert exited.value.code == 2
    assert capsys.readouterr().err.strip()


def test_serve_compresses_its_websockets_at_a_low_zlib_level() -> None:
    import uvicorn
    from uvicorn.server import ServerState

    from brass_rules.web import create_app, serve

    config = uvicorn.Config(create_app(":memory:"), ws=serve._websocket_class(), lifespan="off")
    config.load()
    protocol = config.ws_protocol_class(config=config, server_state=ServerState(),  # type: ignore[misc]
                                        app_state={})
    (factory,) = protocol.conn.available_extensions
    assert factory.compress_settings == {"memLevel": 5, "level": serve.WS_DEFLATE_LEVEL}
    assert serve.WS_DEFLATE_LEVEL == 1
